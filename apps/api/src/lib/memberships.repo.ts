/** Memberships: who belongs to which tenant, with which role. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { MembershipRole } from '@freeboard/shared/auth/roles';
import type { Database } from '../db/client';
import { memberships, tenants } from '../db/schema/index';
import { withUser, type TenantTransaction } from '../db/tenant';

/**
 * A user's memberships with their tenants' names, read under the user's own policy (`withUser`): the
 * active and accepted ones, the tenants the person may enter.
 */
export function membershipsOf(db: Database, userID: string) {
  return withUser(db, userID, (tx) =>
    tx
      .select({
        tenantID: memberships.tenantId,
        name: tenants.name,
        slug: tenants.slug,
        isTenantAdmin: memberships.isTenantAdmin,
        jobTitle: memberships.jobTitle,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      // A pending membership (a tenant added the person, who has not accepted) enters nothing yet.
      .where(and(eq(memberships.userId, userID), eq(memberships.active, true), isNotNull(memberships.acceptedAt)))
      .orderBy(tenants.name),
  );
}

/**
 * Adds a membership unless there is one; true when it was added. `pendingAs` makes it pending (the
 * person accepts it, decision 0037), shown in the tenant under the name the admin typed.
 */
export async function addMembership(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
  role: MembershipRole,
  {
    isTenantAdmin = false,
    jobTitle = null,
    pendingAs,
  }: { isTenantAdmin?: boolean; jobTitle?: string | null; pendingAs?: { displayName: string } } = {},
): Promise<boolean> {
  const pending = pendingAs ? { acceptedAt: null, displayName: pendingAs.displayName } : {};
  const inserted = await tx
    .insert(memberships)
    .values({ tenantId: tenantID, userId: userID, role, isTenantAdmin, jobTitle, ...pending })
    .onConflictDoNothing()
    .returning({ userID: memberships.userId });
  return inserted.length > 0;
}

/** The person's role in the tenant, active or not; null when they are no member. */
export async function membershipRole(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
): Promise<MembershipRole | null> {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
  return row?.role ?? null;
}

export async function setMembershipRole(tx: TenantTransaction, tenantID: string, userID: string, role: MembershipRole) {
  await tx
    .update(memberships)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
}
