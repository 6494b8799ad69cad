/**
 * `GET /api/documents/{documentID}/file` through the shared client, so the bearer token and tenant
 * headers go with it (a plain link would send neither), then saved under the document's file name.
 */
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { saveBlob } from '../save-blob';

export async function downloadDocumentFile(document: Pick<FreeboardDocument, 'documentID' | 'fileName'>) {
  const response = await http.get<Blob>(`/documents/${encodeURIComponent(document.documentID)}/file`, {
    responseType: 'blob',
  });
  saveBlob(response.data, document.fileName);
}
