/** `GET /api/sites`: the tenant's sites, searched, filtered and sorted by the server, 50 at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { siteListResponseSchema } from '@freeboard/shared/sites/sites.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import type { SiteListFilters } from '../site-search';
import { siteKeys } from './site-keys';

export const sitesPageSize = 50;

export async function getSites(tenantID: string, filters: SiteListFilters, cursor: string | null) {
  const params = { ...filters, limit: sitesPageSize, ...(cursor ? { cursor } : {}) };
  const response = await http.get('/sites', { params, ...forTenant(tenantID) });
  return siteListResponseSchema.parse(response.data);
}

export function sitesQueryOptions(tenantID: string | null, filters: SiteListFilters) {
  return infiniteQueryOptions({
    queryKey: siteKeys.list(tenantID, filters),
    queryFn: ({ queryKey, pageParam }) => getSites(tenantOf(queryKey), filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}
