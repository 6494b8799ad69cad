/** Reading the audit trail: newest first, filtered, paged by (createdAt, ID). */
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  ActivityEntry,
  ActivityExportQuery,
  ActivityListQuery,
} from '@freeboard/shared/activity/activity.schemas';
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

/** What narrows the trail, in the list and in its export alike. */
export type ActivityFilters = Omit<ActivityExportQuery, 'format' | 'lang'>;

function filtersOf(tenantID: string, query: ActivityFilters): SQL | undefined {
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

const exportBatchSize = 1000;

/** Where a batch ended; the time as PostgreSQL's text, which keeps the microseconds a Date drops. */
interface Position {
  createdAt: string;
  id: string;
}

function exportBatch(tx: TenantTransaction, where: SQL | undefined, after: Position | null) {
  return tx
    .select({
      entry: activity,
      actorName: users.name,
      actorEmail: users.email,
      position: sql<string>`${activity.createdAt}::text`,
    })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorUserId))
    .where(
      and(
        where,
        after
          ? sql`(${activity.createdAt}, ${activity.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(exportBatchSize);
}

/** Every filtered entry, newest first, batch by batch (the export). */
export async function* activityBatches(
  tx: TenantTransaction,
  tenantID: string,
  filters: ActivityFilters,
): AsyncGenerator<(ActivityEntry & { actorEmail: string | null })[]> {
  const where = filtersOf(tenantID, filters);
  let after: Position | null = null;
  for (;;) {
    const rows = await exportBatch(tx, where, after);
    if (rows.length === 0) return;
    yield rows.map(({ entry, actorName, actorEmail }) => ({ ...toEntry({ ...entry, actorName }), actorEmail }));
    if (rows.length < exportBatchSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.position, id: last.entry.id };
  }
}

/** What a cached page of the audit trail is read from. */
export const activityReadsFrom = cacheDependencies(activity);
