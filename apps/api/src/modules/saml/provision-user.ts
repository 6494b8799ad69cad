/**
 * Just-in-time accounts: the person the identity provider vouches for is found by email, or created
 * as an SSO-only user, and given a membership of the tenant's default role if they have none there.
 *
 * A tenant's administrators control its identity provider, which can assert any email. So an IdP may
 * only vouch for accounts that belong to its tenant alone: platform administrators and people who
 * are members of other tenants are refused here and sign in with a password (decision 0005).
 */
import type { MembershipRole } from '@freeboard/shared/auth/abilities';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/platform';
import { withTenant } from '../../db/tenant';
import { addMembership, membershipsOf } from '../../lib/memberships.repo';
import { newID } from '../../lib/ids';
import { recordActivity } from '../../lib/activity-trail.repo';
import type { SamlIdentity } from './saml-identity';
import type { TenantRef } from './saml-settings.repo';

export type ProvisionedUser =
  | {
      outcome: 'signed_in';
      userID: string;
      name: string;
      /** A membership in the tenant was created by this sign-in (the access cache must be dropped). */
      membershipCreated: boolean;
    }
  | { outcome: 'refused'; userID: string; reason: string; detail: string };

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, isActive: users.isActive, isPlatformAdmin: users.isPlatformAdmin })
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
    })
    .onConflictDoNothing();
  const created = await findUserByEmail(db, identity.email);
  if (!created) throw new Error('user vanished right after it was created');
  return created;
}

export async function provisionUser(
  db: Database,
  tenant: TenantRef,
  identity: SamlIdentity,
  defaultRole: MembershipRole,
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
  const tenantIDs = await membershipsOf(db, user.id);
  if (tenantIDs.some((membership) => membership.tenantID !== tenant.tenantID)) {
    return {
      outcome: 'refused',
      userID: user.id,
      reason: 'This account belongs to other organisations too; sign in with your password.',
      detail: 'account is a member of other tenants',
    };
  }
  const membershipCreated = await withTenant(db, tenant.tenantID, async (tx) => {
    if (!(await addMembership(tx, tenant.tenantID, user.id, defaultRole))) return false;
    await recordActivity(tx, tenant.tenantID, {
      actorUserID: user.id,
      action: 'user.sso_provisioned',
      subjectType: 'User',
      subjectID: user.id,
      summary: `${user.name} joined by single sign-on as ${defaultRole}`,
      address,
    });
    return true;
  });
  return { outcome: 'signed_in', userID: user.id, name: user.name, membershipCreated };
}
