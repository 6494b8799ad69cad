/** `GET /api/documents/{documentID}`: one document's details, with the assets it mentions. */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { documentDetailSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../api';
import { forTenant, tenantOf } from '../tenant-scope';
import { documentKeys } from './document-keys';

const documentResponseSchema = dataEnvelope(documentDetailSchema);

/** How often an open document is read again while its text is being read from the file. */
export const textPendingPollMs = 2_000;

export async function getDocument(tenantID: string, documentID: string) {
  const response = await http.get(`/documents/${encodeURIComponent(documentID)}`, forTenant(tenantID));
  return documentResponseSchema.parse(response.data).data;
}

export function documentQueryOptions(tenantID: string | null, documentID: string) {
  return queryOptions({
    queryKey: documentKeys.detail(tenantID, documentID),
    queryFn: ({ queryKey }) => getDocument(tenantOf(queryKey), documentID),
    enabled: tenantID !== null,
    // The text is read in the background a moment after an upload: follow it until it is settled,
    // so the status and the assets found in the text appear without a reload.
    refetchInterval: (query) => (query.state.data?.textStatus === 'pending' ? textPendingPollMs : false),
  });
}
