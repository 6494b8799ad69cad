/** The demo documents: their files, rendered and stored, and then their rows and mention links. */
import { createHash } from 'node:crypto';
import { newID } from '../../lib/ids';
import type { FileStorage } from '../../lib/file-storage/file-storage';
import { assetCodesIn } from '../../modules/documents/text-index/asset-codes-in-text';
import type { documentMentions, documents, documentVersions } from '../schema/index';
import type { AssetIndex } from './build-asset-rows';
import { addDays, daysBefore, documentsAgeDays, minutesAfter, startOfIsoDate } from './demo-clock';
import { renderCsv } from './demo-csv';
import { renderPdf } from './demo-pdf';
import { renderMarkdown, renderPlainText } from './demo-text';
import type { DemoContent, DemoDocument, DemoUserKey } from './demo-types';

const fileFormats: Record<DemoContent['kind'], { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: '.pdf' },
  csv: { mimeType: 'text/csv', extension: '.csv' },
  markdown: { mimeType: 'text/markdown', extension: '.md' },
  text: { mimeType: 'text/plain', extension: '.txt' },
};

export interface StoredDemoDocument {
  id: string;
  demo: DemoDocument;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  /** Hex. */
  sha256: string;
  /** What text extraction yields for the file; for text formats, the file itself. */
  text: string;
}

async function renderFile(document: DemoDocument, issuer: string): Promise<{ bytes: Uint8Array; text: string }> {
  const { title, author, revision, documentDate, content } = document;
  const particulars = `Author: ${author} · Revision ${revision} · ${documentDate}`;
  const encode = (text: string) => ({ bytes: new TextEncoder().encode(text), text });
  switch (content.kind) {
    case 'pdf': {
      const bytes = await renderPdf({
        title,
        particulars,
        paragraphs: content.paragraphs,
        author,
        issuer,
        date: startOfIsoDate(documentDate),
      });
      return { bytes, text: renderPlainText(title, particulars, content.paragraphs) };
    }
    case 'markdown':
      return encode(renderMarkdown(title, particulars, content.paragraphs));
    case 'text':
      return encode(renderPlainText(title, particulars, content.paragraphs));
    case 'csv':
      return encode(renderCsv(content));
  }
}

/** Renders every document of a tenant and stores it at `<tenantId>/<documentId>/<fileName>`. */
export async function storeDemoDocuments(input: {
  storage: FileStorage;
  tenantId: string;
  tenantName: string;
  documents: DemoDocument[];
}): Promise<StoredDemoDocument[]> {
  const fileNames = new Set<string>();
  for (const { fileName, content } of input.documents) {
    if (fileNames.has(fileName)) throw new Error(`Duplicate demo document file name ${fileName}`);
    fileNames.add(fileName);
    // The extension is what a user sees, so it must agree with the content type.
    if (!fileName.endsWith(fileFormats[content.kind].extension)) {
      throw new Error(`Demo document ${fileName} is ${content.kind} but has the wrong extension`);
    }
  }

  return Promise.all(
    input.documents.map(async (demo) => {
      const id = newID();
      const storageKey = [input.tenantId, id, demo.fileName].join('/');
      const { bytes, text } = await renderFile(demo, input.tenantName);
      // The storage writes to a temporary name and renames, so no reader ever sees half a file.
      await input.storage.put(storageKey, bytes);
      return {
        id,
        demo,
        storageKey,
        mimeType: fileFormats[demo.content.kind].mimeType,
        sizeBytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        text,
      };
    }),
  );
}

/**
 * Upload times: spread evenly over the last two years in order of document date, but never before
 * the document was written, and always distinct so that paging by creation time is stable.
 */
function uploadTimes(stored: StoredDemoDocument[], now: Date): Map<string, Date> {
  const byDate = [...stored].sort((a, b) => a.demo.documentDate.localeCompare(b.demo.documentDate));
  const first = daysBefore(now, documentsAgeDays);
  const last = daysBefore(now, 1);
  const step = byDate.length > 1 ? (last.getTime() - first.getTime()) / (byDate.length - 1) : 0;
  const times = new Map<string, Date>();
  let previous = new Date(0);
  byDate.forEach((document, index) => {
    const spread = new Date(first.getTime() + index * step);
    // Filed a couple of days after it was written, mid-morning.
    const earliest = minutesAfter(addDays(startOfIsoDate(document.demo.documentDate), 2), 9 * 60 + index);
    let time = spread > earliest ? spread : earliest;
    if (time <= previous) time = minutesAfter(previous, 7);
    times.set(document.id, time);
    previous = time;
  });
  return times;
}

export function buildDocumentRows(input: {
  tenantId: string;
  stored: StoredDemoDocument[];
  assets: AssetIndex;
  members: Map<DemoUserKey, string>;
  now: Date;
}): {
  documents: (typeof documents.$inferInsert)[];
  versions: (typeof documentVersions.$inferInsert)[];
  mentions: (typeof documentMentions.$inferInsert)[];
  documentIdsByFileName: Map<string, string>;
} {
  const { tenantId, assets, members } = input;
  const times = uploadTimes(input.stored, input.now);
  const documentIdsByFileName = new Map<string, string>();
  const mentions: (typeof documentMentions.$inferInsert)[] = [];

  const rows = input.stored.map((stored) => {
    const { demo } = stored;
    documentIdsByFileName.set(demo.fileName, stored.id);
    const uploadedBy = members.get(demo.uploadedBy);
    if (!uploadedBy) throw new Error(`Demo document ${demo.fileName} uploaded by a non-member (${demo.uploadedBy})`);

    const placement = demo.placement;
    const category = placement && 'category' in placement ? placement.category : null;
    const asset = placement && 'asset' in placement ? assets.resolve(placement.asset) : null;
    for (const code of demo.mentions ?? []) {
      const mentioned = assets.resolve(code);
      if (mentioned.assetId === asset?.assetId)
        throw new Error(`Demo document ${demo.fileName} mentions its own asset`);
      mentions.push({ tenantId, documentId: stored.id, ...mentioned, source: 'explicit' });
    }
    // What text extraction would find: the codes the text names, as the indexer records them.
    for (const code of assetCodesIn(stored.text)) {
      const named = assets.find(code);
      if (!named || named.assetId === asset?.assetId) continue;
      if (mentions.some((m) => m.documentId === stored.id && m.assetId === named.assetId)) continue;
      mentions.push({ tenantId, documentId: stored.id, ...named, source: 'detected' });
    }

    const createdAt = times.get(stored.id) ?? input.now;
    return {
      tenantId,
      id: stored.id,
      title: demo.title,
      fileName: demo.fileName,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      storageKey: stored.storageKey,
      author: demo.author,
      tags: demo.tags,
      docType: demo.docType,
      revision: demo.revision,
      documentDate: demo.documentDate,
      nonAssetCategory: category,
      assetType: asset?.assetType ?? null,
      assetId: asset?.assetId ?? null,
      extractedText: stored.text,
      textStatus: 'indexed' as const,
      textLanguage: 'english' as const,
      currentVersion: 1,
      uploadedBy,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const versions = rows.map((row) => ({
    tenantId,
    documentId: row.id,
    versionNumber: 1,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    storageKey: row.storageKey,
    revision: row.revision,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
  }));
  return { documents: rows, versions, mentions, documentIdsByFileName };
}
