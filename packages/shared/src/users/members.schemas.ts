/**
 * The members of a tenant (CONTRACT §9 "Administration", `GET /api/users`): each person's account
 * together with the membership that gives them a role in the tenant.
 */
import * as z from 'zod/mini';
import { membershipRoles } from '../auth/roles';
import { listEnvelope } from '../common/list-query';

export { memberListQuerySchema, memberSortFields, type MemberListQuery } from './member-list-query';

export const memberSchema = z
  .object({
    userID: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(membershipRoles),
    isTenantAdmin: z.boolean(),
    /** The job title the tenant gave the person, else the one of their own profile. */
    jobTitle: z.nullable(z.string()),
    /** False for an account that may no longer sign in. */
    active: z.boolean(),
    /** The latest sign-in recorded in this tenant; null when the person never signed in. */
    lastSignInAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListResponseSchema = listEnvelope(memberSchema);
export type MemberList = z.infer<typeof memberListResponseSchema>;
