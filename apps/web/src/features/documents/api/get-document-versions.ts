/** `GET /api/documents/{documentID}/versions`: every file the document has had, newest first. */
import { queryOptions } from '@tanstack/react-query';
import { documentVersionsResponseSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { documentKeys } from '../../../lib/documents/document-keys';

export async function getDocumentVersions(tenantID: string, documentID: string) {
  const response = await http.get(`/documents/${encodeURIComponent(documentID)}/versions`, forTenant(tenantID));
  return documentVersionsResponseSchema.parse(response.data).data;
}

export function documentVersionsQueryOptions(tenantID: string | null, documentID: string) {
  return queryOptions({
    // Under the document, so every write to it (a new version above all) refreshes the list.
    queryKey: [...documentKeys.detail(tenantID, documentID), 'versions'] as const,
    queryFn: ({ queryKey }) => getDocumentVersions(tenantOf(queryKey), documentID),
    enabled: tenantID !== null,
  });
}
