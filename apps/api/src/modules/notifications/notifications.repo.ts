/**
 * A person's notifications in one tenant: read newest first by keyset, counted unread, marked read,
 * and added one at a time when something is given to them (an asset, an action).
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  unreadCountCap,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationSubjectType,
} from '@freeboard/shared/notifications/notifications.schemas';
import type { ResponsibilityRole } from '@freeboard/shared/common/assets';
import { notifications } from '../../db/schema/index';
import type { DigestItem } from './digests.repo';
import type { TenantTransaction } from '../../db/tenant';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { newID } from '../../lib/ids';
import { keyset } from '../../lib/resources/keyset';

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** What the bell's cached answer is read from: made or read, a notification drops it. */
export const notificationsReadFrom = cacheDependencies(notifications);

const columns = {
  notificationID: notifications.id,
  kind: notifications.kind,
  subjectType: notifications.subjectType,
  subjectID: notifications.subjectId,
  subjectCode: notifications.subjectCode,
  subjectTitle: notifications.subjectTitle,
  role: notifications.role,
  dueDate: notifications.dueDate,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

interface NotificationRow extends DigestItem {
  notificationID: string;
  createdAt: Date;
  readAt: Date | null;
  sortKey: string;
}

const ownedBy = (tenantID: string, userID: string) =>
  and(eq(notifications.tenantId, tenantID), eq(notifications.userId, userID));

/** Up to `unreadCountCap`, read from the unread rows' own index. */
export async function countUnread(tx: TenantTransaction, tenantID: string, userID: string): Promise<number> {
  const unread = tx
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(ownedBy(tenantID, userID), isNull(notifications.readAt)))
    .limit(unreadCountCap)
    .as('unread');
  const [row] = await tx.select({ unread: count() }).from(unread);
  return row?.unread ?? 0;
}

/**
 * Newest first, by the shared keyset: the rows of one round share one timestamp to the microsecond,
 * which the cursor keeps (a JavaScript Date would not, and the page after would skip them).
 */
export async function listNotifications(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
  query: NotificationListQuery,
): Promise<{ data: Notification[]; nextCursor: string | null }> {
  const page = keyset({
    sort: newestFirst,
    columns: { createdAt: { column: notifications.createdAt, kind: 'timestamp' } },
    idColumn: notifications.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: NotificationRow) => row.notificationID,
  });
  const rows = await tx
    .select({ ...columns, sortKey: page.sortKey })
    .from(notifications)
    .where(and(ownedBy(tenantID, userID), query.unread ? isNull(notifications.readAt) : undefined, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const { rows: pageRows, nextCursor } = page.page(rows);
  const data = pageRows.map((row): Notification => ({
    notificationID: row.notificationID,
    kind: row.kind,
    subject: { type: row.subjectType, id: row.subjectID, code: row.subjectCode, title: row.subjectTitle },
    role: row.role,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { data, nextCursor };
}

/** False when the caller has no such notification here (another person's is not theirs to mark). */
export async function markRead(
  tx: TenantTransaction,
  tenantID: string,
  userID: string,
  notificationID: string,
): Promise<boolean> {
  const found = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ownedBy(tenantID, userID), eq(notifications.id, notificationID)))
    .returning({ id: notifications.id });
  return found.length > 0;
}

export async function markAllRead(tx: TenantTransaction, tenantID: string, userID: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(tenantID, userID), isNull(notifications.readAt)));
}

export interface NewNotification {
  userID: string;
  kind: NotificationKind;
  subject: { type: NotificationSubjectType; id: string; code: string; title: string };
  role?: ResponsibilityRole;
  dueDate?: string | null;
  /** What makes it the same notification again; by default it is an event of its own. */
  dedupeKey?: string;
}

export async function addNotification(tx: TenantTransaction, tenantID: string, notification: NewNotification) {
  const id = newID();
  await tx
    .insert(notifications)
    .values({
      tenantId: tenantID,
      id,
      userId: notification.userID,
      kind: notification.kind,
      subjectType: notification.subject.type,
      subjectId: notification.subject.id,
      subjectCode: notification.subject.code,
      subjectTitle: notification.subject.title,
      role: notification.role ?? null,
      dueDate: notification.dueDate ?? null,
      dedupeKey: notification.dedupeKey ?? `${notification.kind}:${id}`,
    })
    .onConflictDoNothing();
}
