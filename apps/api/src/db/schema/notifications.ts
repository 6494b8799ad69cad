/** What asks for a person's attention in a tenant: made by the notification rounds and at once on assignment. */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { responsibilityRoles } from '@freeboard/shared/common/assets';
import { notificationKinds, notificationSubjectTypes } from '@freeboard/shared/notifications/notifications.schemas';
import { oneOf, tenantId } from './columns';
import { users } from './platform';

export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    subjectType: text('subject_type', { enum: notificationSubjectTypes }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectCode: text('subject_code').notNull(),
    subjectTitle: text('subject_title').notNull(),
    role: text('role', { enum: responsibilityRoles }),
    dueDate: date('due_date'),
    /**
     * What the notification is about, once: a round that finds the same overdue action again, or a
     * second process running beside it, adds nothing (`on conflict do nothing`).
     */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('notifications_dedupe_key').on(table.tenantId, table.userId, table.dedupeKey),
    index('notifications_user_idx').on(table.tenantId, table.userId, table.createdAt, table.id),
    // The bell's count and the unread list, asked every minute by every open app: only the unread rows.
    index('notifications_unread_idx')
      .on(table.tenantId, table.userId, table.createdAt, table.id)
      .where(sql`${table.readAt} is null`),
    oneOf('notifications_kind_check', table.kind, notificationKinds),
    oneOf('notifications_subject_type_check', table.subjectType, notificationSubjectTypes),
    oneOf('notifications_role_check', table.role, responsibilityRoles),
  ],
);
