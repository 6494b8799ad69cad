/** Queries of a tenant's members (memberships with their accounts), inside a tenant transaction. */
import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { parseSort } from '@freeboard/shared/common/list-query';
import type { Member, MemberListQuery, memberSortFields } from '@freeboard/shared/users/members.schemas';
import { activity, invitations, memberships, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';

/**
 * Sign-ins are recorded in every tenant of the person (`auth.signed_in`; the first one, choosing a
 * password with an invitation, as `auth.invitation_accepted`), so the latest one of this tenant is
 * the latest sign-in. Walking the actor's index newest first stops at the first match.
 */
const lastSignInAt = sql<string | null>`(select ${qualified(activity.createdAt)} from ${activity}
  where ${qualified(activity.tenantId)} = ${qualified(memberships.tenantId)}
    and ${qualified(activity.actorUserId)} = ${qualified(memberships.userId)}
    and ${qualified(activity.action)} in ('auth.signed_in', 'auth.invitation_accepted')
  order by ${qualified(activity.createdAt)} desc limit 1)`;

/** The open invitation of the person here, if they never used one: when its link stops working. */
const invitationExpiresAt = sql<string | null>`(select max(${qualified(invitations.expiresAt)}) from ${invitations}
  where ${qualified(invitations.tenantId)} = ${qualified(memberships.tenantId)}
    and ${qualified(invitations.userId)} = ${qualified(memberships.userId)}
    and ${qualified(invitations.usedAt)} is null)`;

/**
 * Until the person accepts (decision 0037), the tenant sees only what its admin typed: the account's
 * own name, title and state are the person's, and would tell the admin whether the email already had
 * an account somewhere.
 */
const isPending = sql<boolean>`(${memberships.acceptedAt} is null)`;
const displayedName = sql<string>`(case when ${memberships.acceptedAt} is null
  then coalesce(${memberships.displayName}, ${users.email}) else ${users.name} end)`;

/** By the name the list shows: sorting a pending person by the account's own name would hint at it. */
const sortColumns: SortColumns<(typeof memberSortFields)[number]> = {
  name: { column: displayedName, kind: 'text' },
  email: { column: users.email, kind: 'text' },
  role: { column: memberships.role, kind: 'text' },
};

const memberColumns = {
  userID: users.id,
  email: users.email,
  name: displayedName,
  role: memberships.role,
  isTenantAdmin: memberships.isTenantAdmin,
  // The tenant's own title for the person comes first; their profile's is the fallback once they joined.
  jobTitle: sql<string | null>`(case when ${memberships.acceptedAt} is null
    then ${memberships.jobTitle} else coalesce(${memberships.jobTitle}, ${users.jobTitle}) end)`,
  active: sql<boolean>`(case when ${memberships.acceptedAt} is null
    then ${memberships.active} else (${users.isActive} and ${memberships.active}) end)`,
  lastSignInAt,
  invitationExpiresAt,
  pending: isPending,
};

type MemberRow = Omit<Member, 'lastSignInAt' | 'invitationExpiresAt'> & {
  lastSignInAt: string | Date | null;
  invitationExpiresAt: string | Date | null;
};

/** A timestamp read through raw SQL arrives as the driver's text (PostgreSQL) or a Date (PGlite). */
function isoOrNull(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toMember(row: MemberRow): Member {
  return {
    ...row,
    lastSignInAt: isoOrNull(row.lastSignInAt),
    invitationExpiresAt: isoOrNull(row.invitationExpiresAt),
  };
}

function filtersOf(tenantID: string, query: MemberListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const active = memberColumns.active;
  return and(
    eq(memberships.tenantId, tenantID),
    search ? or(ilike(displayedName, search), ilike(users.email, search)) : undefined,
    query.role ? eq(memberships.role, query.role) : undefined,
    query.isTenantAdmin === undefined ? undefined : eq(memberships.isTenantAdmin, query.isTenantAdmin),
    query.active === undefined ? undefined : query.active ? active : sql`not ${active}`,
  );
}

export async function listMemberRows(tx: TenantTransaction, tenantID: string, query: MemberListQuery) {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: sortColumns,
    idColumn: users.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: MemberRow & { sortKey: string }) => row.userID,
  });
  const where = filtersOf(tenantID, query);
  // One statement after the other: a transaction is one connection, which runs one at a time anyway.
  const rows = await tx
    .select({ ...memberColumns, sortKey: page.sortKey })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  const { rows: pageRows, nextCursor } = page.page(rows);
  return { members: pageRows.map(({ sortKey: _sortKey, ...row }) => toMember(row)), total, nextCursor };
}

/** One member of the tenant as the list has it; null when the person is not a member here. */
export async function findMember(tx: TenantTransaction, tenantID: string, userID: string): Promise<Member | null> {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
  return row ? toMember(row) : null;
}

/** How many active admins the tenant has besides `userID` (after `lockAdminMemberships`). */
export async function otherActiveAdmins(tx: TenantTransaction, tenantID: string, userID: string): Promise<number> {
  const [{ admins } = { admins: 0 }] = await tx
    .select({ admins: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantID),
        eq(memberships.isTenantAdmin, true),
        eq(memberships.active, true),
        eq(users.isActive, true),
        ne(memberships.userId, userID),
      ),
    );
  return admins;
}

/**
 * Locks the tenant's admin memberships until commit, in one order so that concurrent changes never
 * deadlock: two admins demoting each other at the same moment are taken one after the other, the
 * second sees the first's change, and the tenant never ends without an admin.
 */
export async function lockAdminMemberships(tx: TenantTransaction, tenantID: string): Promise<void> {
  await tx
    .select({ userID: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.isTenantAdmin, true)))
    .orderBy(memberships.userId)
    .for('update');
}

export async function updateMembership(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
  values: Partial<Pick<typeof memberships.$inferInsert, 'role' | 'isTenantAdmin' | 'jobTitle' | 'active'>>,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
}

export async function deleteMembership(tx: TenantTransaction, tenantID: string, userID: string): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, userID)));
}
