/**
 * Pending memberships (decision 0037): a tenant admin's addition that waits for the person's word.
 * While `accepted_at` is null the membership enters nothing (`membershipsOf` skips it); the person
 * accepts it in the app, or by choosing a password with the tenant's link.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { MembershipRole } from '@freeboard/shared/auth/roles';
import type { Database } from '../db/client';
import { memberships, tenants } from '../db/schema/index';
import { withUser, type TenantTransaction } from '../db/tenant';

export interface MembershipState {
  pending: boolean;
  active: boolean;
  displayName: string | null;
}

/** The person's membership of the tenant as far as joining goes; null when there is none. */
export async function membershipState(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
): Promise<MembershipState | null> {
  const [row] = await tx
    .select({ acceptedAt: memberships.acceptedAt, active: memberships.active, displayName: memberships.displayName })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
  return row ? { pending: row.acceptedAt === null, active: row.active, displayName: row.displayName } : null;
}

/** Accepts the pending membership; false when there is none pending (or it was deactivated meanwhile). */
export async function acceptPendingMembership(tx: TenantTransaction, tenantID: string, userID: string) {
  const accepted = await tx
    .update(memberships)
    .set({ acceptedAt: new Date(), displayName: null, updatedAt: new Date() })
    .where(
      and(
        eq(memberships.tenantId, tenantID),
        eq(memberships.userId, userID),
        isNull(memberships.acceptedAt),
        eq(memberships.active, true),
      ),
    )
    .returning({ userID: memberships.userId });
  return accepted.length > 0;
}

/** Removes the pending membership the person declined; false when there is none pending. */
export async function declinePendingMembership(tx: TenantTransaction, tenantID: string, userID: string) {
  const deleted = await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID), isNull(memberships.acceptedAt)))
    .returning({ userID: memberships.userId });
  return deleted.length > 0;
}

export interface PendingMembershipRow {
  tenantID: string;
  tenantName: string;
  role: MembershipRole;
  isTenantAdmin: boolean;
  jobTitle: string | null;
  invitedAt: Date;
}

/** The person's pending memberships that may still be accepted (not deactivated meanwhile). */
export function pendingMembershipsOf(db: Database, userID: string): Promise<PendingMembershipRow[]> {
  return withUser(db, userID, (tx) =>
    tx
      .select({
        tenantID: memberships.tenantId,
        tenantName: tenants.name,
        role: memberships.role,
        isTenantAdmin: memberships.isTenantAdmin,
        jobTitle: memberships.jobTitle,
        invitedAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      .where(and(eq(memberships.userId, userID), isNull(memberships.acceptedAt), eq(memberships.active, true)))
      .orderBy(memberships.createdAt),
  );
}

/**
 * Whether the person has joined a tenant other than `tenantID` (active or deactivated there: a
 * deactivated membership can be reactivated). A link shown to one tenant's admin must not set the
 * password of such an account: it would hand the other tenant to that admin.
 */
export async function hasJoinedElsewhere(db: Database, userID: string, tenantID: string): Promise<boolean> {
  const rows = await withUser(db, userID, (tx) =>
    tx
      .select({ tenantID: memberships.tenantId })
      .from(memberships)
      .where(and(eq(memberships.userId, userID), isNotNull(memberships.acceptedAt), ne(memberships.tenantId, tenantID)))
      .limit(1),
  );
  return rows.length > 0;
}
