/**
 * Just-in-time accounts: the person the identity provider vouches for is found by email, or created
 * as an SSO-only user, and given a membership if they have none there (unless the tenant turned that
 * off). Their role follows the tenant's group mapping at every sign-in: the highest role of the
 * groups the identity provider lists for them; with no mapped group, a new member gets the default
 * role and a member keeps theirs (decision 0031).
 *
 * A tenant's administrators control its identity provider, which can assert any email. So an IdP may
 * only vouch for accounts that belong to its tenant alone: platform administrators and people who
 * have joined other tenants are refused here and sign in with a password (decision 0005). And it
 * signs in only accounts it created or that are members of its tenant: an account made elsewhere
 * (by another tenant's invitation, say) joins this tenant only by the person's own word, never by
 * an assertion of this tenant's provider (decision 0037). The session it starts reaches this tenant
 * only (`startSession` with the tenant as scope).
 */
import { membershipRoles, type MembershipRole } from '@freeboard/shared/auth/abilities';
import type { SamlGroupRole } from '@freeboard/shared/auth/saml-settings.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/platform';
import { withTenant } from '../../db/tenant';
import { addMembership, membershipRole, setMembershipRole } from '../../lib/memberships.repo';
import { acceptPendingMembership, hasJoinedElsewhere, membershipState } from '../../lib/pending-memberships.repo';
import { newID } from '../../lib/ids';
import { recordActivity } from '../../lib/activity-trail.repo';
import type { SamlIdentity } from './saml-identity';
import type { TenantRef } from './saml-settings.repo';

export type ProvisionedUser =
  | {
      outcome: 'signed_in';
      userID: string;
      name: string;
      /** The membership was created or its role changed by this sign-in (the access cache must be dropped). */
      membershipChanged: boolean;
    }
  | { outcome: 'refused'; userID: string; reason: string; detail: string };

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      isActive: users.isActive,
      isPlatformAdmin: users.isPlatformAdmin,
      provisionedByTenantID: users.provisionedByTenantId,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

async function findOrCreateUser(db: Database, tenant: TenantRef, identity: SamlIdentity) {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return existing;
  // A concurrent first sign-in of the same person may insert first; the unique index on
  // lower(email) makes this insert a no-op then, and the second read finds their row.
  await db
    .insert(users)
    .values({
      id: newID(),
      email: identity.email,
      name: identity.name,
      locale: tenant.defaultLocale,
      passwordHash: null,
      defaultTenantId: tenant.tenantID,
      provisionedByTenantId: tenant.tenantID,
    })
    .onConflictDoNothing();
  const created = await findUserByEmail(db, identity.email);
  if (!created) throw new Error('user vanished right after it was created');
  return created;
}

export interface ProvisioningPolicy {
  defaultRole: MembershipRole;
  groupRoles: SamlGroupRole[];
  jitProvisioning: boolean;
}

/** The highest role the person's groups give (compared without case), or null when none is mapped. */
export function roleFromGroups(groups: string[], groupRoles: SamlGroupRole[]): MembershipRole | null {
  const named = new Set(groups.map((group) => group.toLowerCase()));
  const ranks = groupRoles
    .filter((mapping) => named.has(mapping.group.toLowerCase()))
    .map((mapping) => membershipRoles.indexOf(mapping.role));
  return ranks.length > 0 ? membershipRoles[Math.max(...ranks)]! : null;
}

export async function provisionUser(
  db: Database,
  tenant: TenantRef,
  identity: SamlIdentity,
  policy: ProvisioningPolicy,
  address: string,
): Promise<ProvisionedUser> {
  const user = await findOrCreateUser(db, tenant, identity);
  if (!user.isActive) {
    return { outcome: 'refused', userID: user.id, reason: 'This account is not active.', detail: 'inactive user' };
  }
  if (user.isPlatformAdmin) {
    return {
      outcome: 'refused',
      userID: user.id,
      reason: 'Platform administrators sign in with their password.',
      detail: 'platform administrator asserted by a tenant identity provider',
    };
  }
  if (await hasJoinedElsewhere(db, user.id, tenant.tenantID)) {
    return {
      outcome: 'refused',
      userID: user.id,
      reason: 'This account belongs to other organisations too; sign in with your password.',
      detail: 'account is a member of other tenants',
    };
  }
  const provisionedHere = user.provisionedByTenantID === tenant.tenantID;
  const mappedRole = roleFromGroups(identity.groups, policy.groupRoles);
  const membershipChanged = await withTenant(db, tenant.tenantID, async (tx) => {
    const membership = await membershipState(tx, tenant.tenantID, user.id);
    if (membership?.pending || (!membership && !provisionedHere)) {
      // An account made elsewhere, or one this tenant offered a membership the person has not
      // accepted: only the person's own word joins it to this tenant (decision 0037).
      if (!provisionedHere) return 'not_member' as const;
      await acceptPendingMembership(tx, tenant.tenantID, user.id);
    }
    const currentRole = await membershipRole(tx, tenant.tenantID, user.id);
    if (currentRole) {
      if (!mappedRole || mappedRole === currentRole) return false;
      await setMembershipRole(tx, tenant.tenantID, user.id, mappedRole);
      await recordActivity(tx, tenant.tenantID, {
        actorUserID: user.id,
        action: 'user.sso_role_changed',
        subjectType: 'User',
        subjectID: user.id,
        summary: `${user.name}'s role follows their identity provider's groups: ${currentRole} → ${mappedRole}`,
        changes: { role: { before: currentRole, after: mappedRole } },
        address,
      });
      return true;
    }
    if (!policy.jitProvisioning) return null;
    const role = mappedRole ?? policy.defaultRole;
    if (!(await addMembership(tx, tenant.tenantID, user.id, role))) return false;
    await recordActivity(tx, tenant.tenantID, {
      actorUserID: user.id,
      action: 'user.sso_provisioned',
      subjectType: 'User',
      subjectID: user.id,
      summary: `${user.name} joined by single sign-on as ${role}`,
      address,
    });
    return true;
  });
  if (membershipChanged === 'not_member') {
    return {
      outcome: 'refused',
      userID: user.id,
      reason:
        'An account with this email exists already: ask your organization’s administrator to add you, then sign in with your password.',
      detail: 'existing account that is no member of the tenant and was not provisioned by its identity provider',
    };
  }
  if (membershipChanged === null) {
    return {
      outcome: 'refused',
      userID: user.id,
      reason: 'Your organization has not given you access to Freeboard yet: ask its administrator.',
      detail: 'no membership and just-in-time provisioning is off',
    };
  }
  return { outcome: 'signed_in', userID: user.id, name: user.name, membershipChanged };
}
