/**
 * The Users list's search parameters: search text, sort, and the filters role, tenant admin and
 * whether the person may enter (the shared members query, CONTRACT §9 "Administration"; each invalid
 * value dropped from the address). The router reads `?active=false` as a boolean already.
 */
import { membershipRoles } from '@freeboard/shared/auth/roles';
import { memberSortFields } from '@freeboard/shared/users/member-list-query';
import * as z from 'zod/mini';
import { listSearchSchema } from '../../lib/list-search';

export const userSearchSchema = listSearchSchema({
  sortFields: memberSortFields,
  filters: { role: z.enum(membershipRoles), isTenantAdmin: z.boolean(), active: z.boolean() },
});

export type UserSearch = z.infer<typeof userSearchSchema>;
