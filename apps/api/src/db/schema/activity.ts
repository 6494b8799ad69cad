/** The audit trail of each tenant. */
import { index, inet, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { users } from './platform';

/** The audit trail: append-only for the application role (no UPDATE or DELETE granted). */
export const activity = pgTable(
  'activity',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    address: inet('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('activity_tenant_time_idx').on(table.tenantId, table.createdAt),
    index('activity_subject_idx').on(table.tenantId, table.subjectType, table.subjectId, table.createdAt),
    // The trail's other filters, newest first within each.
    index('activity_actor_idx').on(table.tenantId, table.actorUserId, table.createdAt),
    index('activity_action_idx').on(table.tenantId, table.action, table.createdAt),
  ],
);
