/** `POST /api/documents/{documentID}/versions` (multipart `file`, `revision`): the document's next file. */
import type { DocumentVersionFields } from '@freeboard/shared/documents/documents.schemas';
import { useAreaMutation } from '../../../lib/area-mutation';
import { documentKeys } from '../../../lib/documents/document-keys';
import { postFile, uploadFormData, type DocumentUpload } from './upload-document';

export interface DocumentVersionUpload extends Omit<DocumentUpload, 'fields'> {
  fields: DocumentVersionFields;
}

export function uploadDocumentVersion(tenantID: string, documentID: string, upload: DocumentVersionUpload) {
  const path = `/documents/${encodeURIComponent(documentID)}/versions`;
  return postFile(tenantID, path, uploadFormData(upload.file, upload.fields), upload);
}

export function useUploadDocumentVersion(documentID: string) {
  return useAreaMutation({
    keys: documentKeys,
    mutationFn: (upload: DocumentVersionUpload, tenantID) => uploadDocumentVersion(tenantID, documentID, upload),
  });
}
