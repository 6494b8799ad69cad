/**
 * `GET /api/documents/new?nonAssetCategory=…`: one section's documents, 50 at a time, with its filter
 * choices. With `q` the API searches titles, authors, tags and the files' text, and each document
 * carries a `snippet` of where the words stand.
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { documentListResponseSchema, type DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import type { DocumentFilters } from '../document-search';

export const documentsPageSize = 50;

/** Where a page of documents is read from: a section of documents not filed under an asset, or an asset. */
export type DocumentPlace = { nonAssetCategory: DocumentSection } | { assetType: AssetType; assetId: string };

export async function getDocumentPage(
  tenantID: string,
  place: DocumentPlace,
  filters: DocumentFilters,
  cursor: string | null,
) {
  // Repeated `tag=` keys: the API reads repeated keys as a list.
  const params = new URLSearchParams({ ...place, limit: String(documentsPageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.author) params.set('author', filters.author);
  for (const tag of filters.tag ?? []) params.append('tag', tag);
  if (cursor) params.set('cursor', cursor);
  const response = await http.get('/documents/new', { params, ...forTenant(tenantID) });
  return documentListResponseSchema.parse(response.data).data;
}

export function documentsQueryOptions(tenantID: string | null, section: DocumentSection, filters: DocumentFilters) {
  return infiniteQueryOptions({
    queryKey: ['documents', tenantID, 'list', section, filters],
    queryFn: ({ queryKey, pageParam }) =>
      getDocumentPage(tenantOf(queryKey), { nonAssetCategory: section }, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: tenantID !== null,
  });
}

type DocumentListAnswer = Awaited<ReturnType<typeof getDocumentPage>>;

/**
 * The answer's pages as the shared list view reads them (`data`, `meta.nextCursor`; the documents
 * answer has no total), each keeping the section's filter choices. A query's `select`: the cache
 * keeps the answer as the API gave it.
 */
export function documentListPages(answer: InfiniteData<DocumentListAnswer, string | null>) {
  return {
    pages: answer.pages.map(({ documents, nextCursor, filters }) => ({
      data: documents,
      meta: { nextCursor },
      filters,
    })),
    pageParams: answer.pageParams,
  };
}
