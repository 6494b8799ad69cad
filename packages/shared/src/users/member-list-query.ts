/**
 * The members list query (`GET /api/users`), apart from the registered schemas of
 * `members.schemas.ts`: the web app imports it without pulling registered schemas into its bundle.
 */
import * as z from 'zod/mini';
import { membershipRoles } from '../auth/roles';
import { booleanParam, listQuerySchema } from '../common/list-query';

export const memberSortFields = ['name', 'email', 'role'] as const;

export const memberListQuerySchema = listQuerySchema({
  sortFields: memberSortFields,
  defaultSort: 'name',
  filters: {
    role: z.optional(z.enum(membershipRoles)),
    isTenantAdmin: z.optional(booleanParam),
    /** Whether the person may enter the tenant (membership and account both active). */
    active: z.optional(booleanParam),
  },
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
