/**
 * `GET /api/documents/search/sections?q=`: how many documents a search finds in each section and
 * under each kind of asset, and how many files' text is still being read. While some are, it is read
 * again now and then; when one is done, the searched lists are asked again, so a file's words are
 * found without a reload as soon as they can be.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentSearchSectionsResponseSchema } from '@freeboard/shared/documents/documents.schemas';
import { useEffect, useRef } from 'react';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { documentKeys } from '../../../lib/documents/document-keys';
import { textPendingPollMs } from '../../../lib/documents/get-document';

export async function getSearchSections(tenantID: string, q: string) {
  const response = await http.get('/documents/search/sections', { params: { q }, ...forTenant(tenantID) });
  return documentSearchSectionsResponseSchema.parse(response.data).data;
}

export function searchSectionsQueryOptions(tenantID: string | null, q: string | undefined) {
  return queryOptions({
    queryKey: [...documentKeys.all(tenantID), 'search-sections', q ?? ''] as const,
    queryFn: ({ queryKey }) => getSearchSections(tenantOf(queryKey), q ?? ''),
    enabled: tenantID !== null && q !== undefined,
    refetchInterval: (query) => ((query.state.data?.textPending ?? 0) > 0 ? textPendingPollMs : false),
  });
}

/** Where the search `q` finds documents (nothing without a search). */
export function useSearchSections(tenantID: string | null, q: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery(searchSectionsQueryOptions(tenantID, q));
  const pending = query.data?.textPending;
  const previous = useRef(pending);
  useEffect(() => {
    const before = previous.current;
    previous.current = pending;
    // A file's text was read since the last answer: a search may now find it.
    if (before !== undefined && pending !== undefined && pending < before) {
      void queryClient.invalidateQueries({ queryKey: [...documentKeys.all(tenantID), 'list'] });
    }
  }, [pending, queryClient, tenantID]);
  return q === undefined ? undefined : query.data;
}
