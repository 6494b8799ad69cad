/**
 * Memberships a tenant offered the signed-in person and they have not yet answered (decision 0037):
 * `GET /api/me/pending-memberships`, then accept or decline each.
 */
import * as z from 'zod/mini';
import { membershipRoles } from '../auth/roles';

/**
 * Why the person cannot accept in the app yet: `email_not_proven` — their email was never proven
 * by a link sent to it, so only the link emailed to them joins them; `sso_session` — this session
 * was started by a tenant's identity provider, which vouches for that tenant only.
 */
export const acceptBlockers = ['email_not_proven', 'sso_session'] as const;

export const pendingMembershipSchema = z
  .object({
    tenantID: z.uuid(),
    tenantName: z.string(),
    role: z.enum(membershipRoles),
    isTenantAdmin: z.boolean(),
    jobTitle: z.nullable(z.string()),
    invitedAt: z.string(),
    /** Null when the person may accept or decline here; else why not. */
    blockedBy: z.nullable(z.enum(acceptBlockers)),
  })
  .register(z.globalRegistry, { id: 'PendingMembership' });
export type PendingMembership = z.infer<typeof pendingMembershipSchema>;

export const pendingMembershipListSchema = z.object({ data: z.array(pendingMembershipSchema) });

export const pendingMembershipParamsSchema = z.object({ tenantID: z.uuid() });
