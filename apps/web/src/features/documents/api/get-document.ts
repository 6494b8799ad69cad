/** `GET /api/documents/{documentID}`: one document's details. */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { documentSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';

const documentResponseSchema = dataEnvelope(documentSchema);

export async function getDocument(documentID: string) {
  const response = await http.get(`/documents/${encodeURIComponent(documentID)}`);
  return documentResponseSchema.parse(response.data).data;
}

export function documentQueryOptions(tenantID: string | null, documentID: string) {
  return queryOptions({
    queryKey: ['documents', tenantID, 'detail', documentID],
    queryFn: () => getDocument(documentID),
    enabled: tenantID !== null,
  });
}
