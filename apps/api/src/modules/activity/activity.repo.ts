/** Reading the audit trail: newest first, filtered, paged by (createdAt, ID). */
import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityListQuery } from '@freeboard/shared/activity/activity.schemas';
import { parseSort } from '@freeboard/shared/common/list-query';
import { activity, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { countUpTo } from '../../lib/resources/count';
import { keyset } from '../../lib/resources/keyset';
import { escapeLike } from '../../lib/resources/search';
import { cacheDependencies } from '../../lib/cache-dependencies';

type ActivityRow = typeof activity.$inferSelect & { actorName: string | null };

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    activityID: row.id,
    actor: row.actorUserId && row.actorName ? { userID: row.actorUserId, name: row.actorName } : null,
    action: row.action,
    subjectType: row.subjectType,
    subjectID: row.subjectId,
    summary: row.summary,
    changes: row.changes ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function filtersOf(tenantID: string, query: ActivityListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(activity.tenantId, tenantID),
    query.actorID ? eq(activity.actorUserId, query.actorID) : undefined,
    query.subjectType ? eq(activity.subjectType, query.subjectType) : undefined,
    query.subjectID ? eq(activity.subjectId, query.subjectID) : undefined,
    query.action ? eq(activity.action, query.action) : undefined,
    query.from ? gte(activity.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(activity.createdAt, new Date(query.to)) : undefined,
    search ? or(ilike(activity.summary, search), ilike(activity.action, search)) : undefined,
  );
}

export async function listActivity(tx: TenantTransaction, tenantID: string, query: ActivityListQuery) {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: { createdAt: { column: activity.createdAt, kind: 'timestamp' } },
    idColumn: activity.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: ActivityRow & { sortKey: string }) => row.id,
  });
  const where = filtersOf(tenantID, query);
  const rows = await tx
    .select({ entry: activity, actorName: users.name, sortKey: page.sortKey })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorUserId))
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const counted = await countUpTo(tx, activity, where);
  const { rows: pageRows, nextCursor } = page.page(
    rows.map(({ entry, actorName, sortKey }) => ({ ...entry, actorName, sortKey })),
  );
  return { entries: pageRows.map(toEntry), ...counted, nextCursor };
}

/** What a cached page of the audit trail is read from. */
export const activityReadsFrom = cacheDependencies(activity);
