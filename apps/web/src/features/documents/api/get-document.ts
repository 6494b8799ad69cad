/** `GET /api/documents/{documentID}`: one document's details. */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { documentSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

const documentResponseSchema = dataEnvelope(documentSchema);

export async function getDocument(tenantID: string, documentID: string) {
  const response = await http.get(`/documents/${encodeURIComponent(documentID)}`, forTenant(tenantID));
  return documentResponseSchema.parse(response.data).data;
}

export function documentQueryOptions(tenantID: string | null, documentID: string) {
  return queryOptions({
    queryKey: ['documents', tenantID, 'detail', documentID],
    queryFn: ({ queryKey }) => getDocument(tenantOf(queryKey), documentID),
    enabled: tenantID !== null,
  });
}
