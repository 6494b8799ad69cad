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
    /**
     * False when the person may no longer enter this tenant: their membership was deactivated here,
     * or their account may no longer sign in at all.
     */
    active: z.boolean(),
    /** The latest sign-in recorded in this tenant; null when the person never signed in. */
    lastSignInAt: z.nullable(z.string()),
    /**
     * While the person has not yet accepted their invitation here: when its link stops working (in
     * the past once it expired). Null for everyone who has chosen a password or signs in otherwise.
     */
    invitationExpiresAt: z.nullable(z.string()),
    /**
     * True until the person accepts the membership (decision 0037): an admin's addition waits for
     * the person's word. Meanwhile `name` is the one the admin typed and the person enters nothing.
     */
    pending: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListResponseSchema = listEnvelope(memberSchema);
export type MemberList = z.infer<typeof memberListResponseSchema>;

export const memberParamsSchema = z.object({ userID: z.uuid() });

/**
 * What a tenant admin changes of a member (`PATCH /api/users/{userID}`): role, admin flag, the
 * tenant's job title for the person (null: the person's own), and whether they may enter the tenant.
 */
export const updateMemberInputSchema = z
  .object({
    role: z.optional(z.enum(membershipRoles)),
    isTenantAdmin: z.optional(z.boolean()),
    jobTitle: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
    active: z.optional(z.boolean()),
  })
  .check(
    z.refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: 'Name at least one of role, isTenantAdmin, jobTitle or active.',
    }),
  )
  .register(z.globalRegistry, { id: 'UpdateMemberInput' });
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;
