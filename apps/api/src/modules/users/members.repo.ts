/** Queries of a tenant's members (memberships with their accounts), inside a tenant transaction. */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { parseSort } from '@freeboard/shared/common/list-query';
import type { Member, MemberListQuery, memberSortFields } from '@freeboard/shared/users/members.schemas';
import { activity, memberships, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';

const sortColumns: SortColumns<(typeof memberSortFields)[number]> = {
  name: { column: users.name, kind: 'text' },
  email: { column: users.email, kind: 'text' },
  role: { column: memberships.role, kind: 'text' },
};

/**
 * Sign-ins are recorded in every tenant of the person (`auth.signed_in`), so the latest one of this
 * tenant is the latest sign-in. Walking the actor's index newest first stops at the first match.
 */
const lastSignInAt = sql<string | null>`(select ${qualified(activity.createdAt)} from ${activity}
  where ${qualified(activity.tenantId)} = ${qualified(memberships.tenantId)}
    and ${qualified(activity.actorUserId)} = ${qualified(memberships.userId)}
    and ${qualified(activity.action)} = 'auth.signed_in'
  order by ${qualified(activity.createdAt)} desc limit 1)`;

const memberColumns = {
  userID: users.id,
  email: users.email,
  name: users.name,
  role: memberships.role,
  isTenantAdmin: memberships.isTenantAdmin,
  // The tenant's own title for the person comes first; their profile's is the fallback.
  jobTitle: sql<string | null>`coalesce(${memberships.jobTitle}, ${users.jobTitle})`,
  active: users.isActive,
  lastSignInAt,
};

type MemberRow = Omit<Member, 'lastSignInAt'> & { lastSignInAt: string | Date | null };

function toMember(row: MemberRow): Member {
  const { lastSignInAt: signedInAt, ...member } = row;
  // A timestamp read through raw SQL arrives as the driver's text (PostgreSQL) or a Date (PGlite).
  return { ...member, lastSignInAt: signedInAt === null ? null : new Date(signedInAt).toISOString() };
}

function filtersOf(tenantID: string, query: MemberListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(memberships.tenantId, tenantID),
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
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
