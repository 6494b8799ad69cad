/**
 * `GET /api/documents/{documentID}/file[?version=N]` through the shared client, so the bearer token
 * and tenant headers go with it (a plain link or `<iframe src>` would send neither).
 */
import { http } from '../../../lib/api';
import { forTenant } from '../../../lib/tenant-scope';

export async function getDocumentFile(tenantID: string, documentID: string, versionNumber?: number): Promise<Blob> {
  const response = await http.get<Blob>(`/documents/${encodeURIComponent(documentID)}/file`, {
    ...forTenant(tenantID),
    responseType: 'blob',
    ...(versionNumber === undefined ? {} : { params: { version: versionNumber } }),
  });
  return response.data;
}
