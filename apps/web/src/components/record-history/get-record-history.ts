/** `GET /api/activity?subjectType=&subjectID=`: one record's own trail, newest first, a page at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { activityListResponseSchema } from '@freeboard/shared/activity/activity.schemas';
import type { Subject } from '@freeboard/shared/auth/abilities';
import { http } from '../../lib/api';
import type { AreaKeys } from '../../lib/area-keys';
import { forTenant, tenantOf } from '../../lib/tenant-scope';

export const historyPageSize = 20;

export interface HistorySubject {
  /** The record's area: its history is cached, and refreshed, with the record. */
  keys: AreaKeys;
  subjectType: Subject;
  subjectID: string;
}

export async function getRecordHistory(
  tenantID: string,
  { subjectType, subjectID }: Omit<HistorySubject, 'keys'>,
  cursor: string | null,
) {
  const params = { subjectType, subjectID, limit: historyPageSize, ...(cursor ? { cursor } : {}) };
  const response = await http.get('/activity', { params, ...forTenant(tenantID) });
  return activityListResponseSchema.parse(response.data);
}

export function recordHistoryQueryOptions(tenantID: string | null, { keys, subjectType, subjectID }: HistorySubject) {
  // The area's own keys stand for the subject type: `keys` is the key set of `subjectType`'s area.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey: keys.history(tenantID, subjectID),
    queryFn: ({ queryKey, pageParam }) => getRecordHistory(tenantOf(queryKey), { subjectType, subjectID }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}
