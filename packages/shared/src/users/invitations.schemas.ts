/**
 * Adding people to a tenant (CONTRACT §9 "Administration"): `POST /api/users` gives an existing
 * account a membership, or creates the account with a one-time invitation to set a password
 * (`/invitation/{token}`, `POST /api/auth/invitations/{token}`).
 */
import * as z from 'zod/mini';
import { membershipRoles } from '../auth/roles';
import { memberSchema } from './members.schemas';
import { passwordPolicy } from './users.schemas';

/** How long an invitation link works. */
export const invitationLifetimeDays = 7;

export const addMemberInputSchema = z
  .object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    role: z.enum(membershipRoles),
    isTenantAdmin: z.optional(z.boolean()),
    jobTitle: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
  })
  .register(z.globalRegistry, { id: 'AddMemberInput' });
export type AddMemberInput = z.infer<typeof addMemberInputSchema>;

/**
 * The member added, pending until the person accepts, and the same answer whether the email had an
 * account or not (decision 0037). The link is sent by email when the server has SMTP set up; only
 * when it could not be, `inviteURL` is the link for the admin to pass on (shown once).
 */
export const addedMemberSchema = z
  .extend(memberSchema, {
    inviteURL: z.nullable(z.string()),
    inviteExpiresAt: z.nullable(z.string()),
    inviteEmailed: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'AddedMember' });
export type AddedMember = z.infer<typeof addedMemberSchema>;

export const invitationActions = ['choose_password', 'sign_in'] as const;
export type InvitationAction = (typeof invitationActions)[number];

/**
 * An invitation token as it appears in the link: 32 random bytes, base64url, after a letter that
 * says whether the link was emailed or shown (links made before that letter have none).
 */
export const invitationParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43,44}$/, 'Not an invitation token')),
});

/** What the invitation page shows before the person chooses a password. */
export const invitationSchema = z
  .object({
    email: z.string(),
    name: z.string(),
    tenantName: z.string(),
    expiresAt: z.string(),
    /**
     * What the link lets the person do: choose a password (and so join), or sign in and accept the
     * membership in the app (an account that has a password the link may not replace).
     */
    action: z.enum(invitationActions),
  })
  .register(z.globalRegistry, { id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** The password is also checked for strength (`passwordStrength`), on both sides. */
export const acceptInvitationInputSchema = z
  .object({ password: passwordPolicy })
  .register(z.globalRegistry, { id: 'AcceptInvitationInput' });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
