/** `GET /api/users?q=`: members of the tenant matching a search, to pick the person to assign. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberListResponseSchema } from '@freeboard/shared/users/members.schemas';
import { http } from './api';
import { forTenant, tenantOf } from './tenant-scope';
import { areaKeys } from './area-keys';

/** Members are the `users` area's. */
export const memberKeys = areaKeys('users');

/** Enough to offer everyone of a usual tenant at once; a search narrows the rest on the server. */
export const memberChoicesLimit = 50;

export async function getMembers(tenantID: string, q: string) {
  const params = { limit: memberChoicesLimit, ...(q ? { q } : {}) };
  const response = await http.get('/users', { params, ...forTenant(tenantID) });
  return memberListResponseSchema.parse(response.data);
}

export function memberChoicesQueryOptions(tenantID: string | null, q: string) {
  return queryOptions({
    queryKey: memberKeys.list(tenantID, { q, limit: memberChoicesLimit }),
    queryFn: ({ queryKey }) => getMembers(tenantOf(queryKey), q),
    enabled: tenantID !== null,
    // While a new search is on its way the previous choices stay in the list.
    placeholderData: keepPreviousData,
  });
}
