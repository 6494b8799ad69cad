/** Documents shaped as the API answers them, for tests. */
import type { DocumentDetail, DocumentVersion, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';

let sequence = 0;

export function makeDocument(overrides: Partial<FreeboardDocument> = {}): FreeboardDocument {
  sequence += 1;
  const documentID = `0190a000-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    documentID,
    title: 'Operation, maintenance and surveillance manual',
    fileName: 'oms-manual-rev-c.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 12_400,
    sha256: 'a3f1c29be04d7781aa0c8e53b7f6d2e41c9b0a8877e6f5d4c3b2a19080706050',
    author: 'Ana Pérez',
    tags: ['oms', 'gistm'],
    docType: 'oms_manual',
    revision: 'C',
    documentDate: '2026-03-12',
    nonAssetCategory: null,
    assetType: null,
    assetID: null,
    assetName: null,
    uploadedBy: { userID: '0190a000-0000-7000-8000-0000000000b1', name: 'Luis Gómez' },
    downloadUrl: `/api/documents/${documentID}/file`,
    currentVersion: 1,
    textStatus: 'indexed',
    textFailure: null,
    version: 1,
    createdAt: '2026-03-14T10:30:00.000Z',
    updatedAt: '2026-03-14T10:30:00.000Z',
    ...overrides,
  };
}

export function makeDocumentDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return { ...makeDocument(overrides), mentions: [], ...overrides };
}

/** A version of `document`'s file; the current one unless told otherwise. */
export function makeVersion(document: FreeboardDocument, overrides: Partial<DocumentVersion> = {}): DocumentVersion {
  const versionNumber = overrides.versionNumber ?? document.currentVersion;
  return {
    versionNumber,
    fileName: document.fileName,
    mimeType: document.mimeType,
    sizeBytes: document.sizeBytes,
    sha256: document.sha256,
    revision: document.revision,
    uploadedBy: document.uploadedBy,
    createdAt: document.createdAt,
    current: versionNumber === document.currentVersion,
    downloadUrl: `/api/documents/${document.documentID}/file?version=${versionNumber}`,
    ...overrides,
  };
}
