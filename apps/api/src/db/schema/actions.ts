/** Actions: what people must do, where it comes from (a risk, a control, a finding, a review), by when; and the evidence of their closing. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetTypes } from '@freeboard/shared/common/assets';
import { actionSources, actionStatuses, priorities } from '@freeboard/shared/risks/risk-enums';
import { oneOf, tenantId, timestamps, versioned, sameTenantReference } from './columns';
import { documents } from './documents';
import { users } from './platform';
import { controls, risks } from './risks';

export const actions = pgTable(
  'actions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    source: text('source', { enum: actionSources }).notNull(),
    riskId: uuid('risk_id'),
    controlId: uuid('control_id'),
    sourceReference: text('source_reference'),
    assetType: text('asset_type', { enum: assetTypes }),
    assetId: uuid('asset_id'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    priority: text('priority', { enum: priorities }).notNull(),
    dueDate: date('due_date'),
    status: text('status', { enum: actionStatuses }).notNull(),
    /** When it was done or cancelled; cleared when it opens again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingNote: text('closing_note'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('actions_code_key').on(table.tenantId, table.code),
    index('actions_status_idx').on(table.tenantId, table.status, table.code),
    index('actions_owner_idx').on(table.tenantId, table.ownerId, table.status),
    index('actions_due_idx').on(table.tenantId, table.dueDate),
    index('actions_asset_idx').on(table.tenantId, table.assetType, table.assetId),
    index('actions_risk_idx').on(table.tenantId, table.riskId),
    index('actions_control_idx').on(table.tenantId, table.controlId),
    // A risk or control with actions is not deleted from under them (409 has_dependents first).
    sameTenantReference(table.tenantId, table.riskId, risks, 'no action'),
    sameTenantReference(table.tenantId, table.controlId, controls, 'no action'),
    oneOf('actions_source_check', table.source, actionSources),
    oneOf('actions_asset_type_check', table.assetType, assetTypes),
    oneOf('actions_priority_check', table.priority, priorities),
    oneOf('actions_status_check', table.status, actionStatuses),
    // The record it comes from is linked exactly when the source is a risk or a control.
    check(
      'actions_source_link_check',
      sql`(${table.riskId} is not null) = (${table.source} = 'risk') and (${table.controlId} is not null) = (${table.source} = 'control')`,
    ),
  ],
);

/** The documents that prove an action was done. */
export const actionEvidence = pgTable(
  'action_evidence',
  {
    tenantId: tenantId(),
    actionId: uuid('action_id').notNull(),
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.actionId, table.documentId] }),
    index('action_evidence_document_idx').on(table.tenantId, table.documentId),
    sameTenantReference(table.tenantId, table.actionId, actions, 'cascade'),
    sameTenantReference(table.tenantId, table.documentId, documents, 'cascade'),
  ],
);
