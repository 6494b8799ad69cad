/**
 * The documents of one asset (CONTRACT §5): those filed under it, `GET /api/documents/new?assetType=
 * &assetId=` with the search (`q`, inside the files' text too) and the author and tag filters, 50 at
 * a time; and those filed elsewhere that mention it, `GET /api/documents/new/mentions?assetType=
 * &assetId=`, in one answer. Both sit under the documents area, so every document write refreshes
 * them.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { mentionsResponseSchema } from '@freeboard/shared/documents/documents.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { getDocumentPage } from './get-documents';
import type { DocumentFilters } from '../document-search';

export function assetDocumentsQueryOptions(
  tenantID: string | null,
  assetType: AssetType,
  assetID: string,
  filters: DocumentFilters,
) {
  return infiniteQueryOptions({
    queryKey: ['documents', tenantID, 'list', { assetType, assetID }, filters],
    queryFn: ({ queryKey, pageParam }) =>
      getDocumentPage(tenantOf(queryKey), { assetType, assetId: assetID }, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: tenantID !== null,
  });
}

export async function getMentioningDocuments(tenantID: string, assetType: AssetType, assetID: string) {
  const params = { assetType, assetId: assetID };
  const response = await http.get('/documents/new/mentions', { params, ...forTenant(tenantID) });
  const { resDocs } = mentionsResponseSchema.parse(response.data).data;
  // The list view's shape: one page, nothing after it.
  return { data: resDocs, meta: { nextCursor: null } };
}

export function mentioningDocumentsQueryOptions(tenantID: string | null, assetType: AssetType, assetID: string) {
  return infiniteQueryOptions({
    queryKey: ['documents', tenantID, 'mentions', { assetType, assetID }],
    queryFn: ({ queryKey }) => getMentioningDocuments(tenantOf(queryKey), assetType, assetID),
    initialPageParam: null as string | null,
    getNextPageParam: () => null,
    enabled: tenantID !== null,
  });
}
