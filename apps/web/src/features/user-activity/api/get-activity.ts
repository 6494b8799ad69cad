/** `GET /api/activity`: the tenant's audit trail, filtered, newest first, a page at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { activityListResponseSchema } from '@freeboard/shared/activity/activity.schemas';
import { http } from '../../../lib/api';
import { areaKeys } from '../../../lib/area-keys';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import type { ActivityQuery } from '../activity-search';

export const activityKeys = areaKeys('activity');

export const activityPageSize = 50;

export async function getActivityPage(tenantID: string, query: ActivityQuery, cursor: string | null) {
  const params = { ...query, limit: activityPageSize, ...(cursor ? { cursor } : {}) };
  const response = await http.get('/activity', { params, ...forTenant(tenantID) });
  return activityListResponseSchema.parse(response.data);
}

export function activityListOptions(tenantID: string | null, query: ActivityQuery) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(tenantID, query),
    queryFn: ({ queryKey, pageParam }) => getActivityPage(tenantOf(queryKey), query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
    // Every write anywhere adds to the trail, and a write refreshes only its own area's queries:
    // the page reads the trail afresh each time it opens.
    staleTime: 0,
  });
}
