/** The risk register: risks, controls, the links between them, verifications and the tenant's risk matrix. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  jsonb,
  timestamp,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetTypes } from '@freeboard/shared/common/assets';
import {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTimings,
  controlTypes,
  failureModes,
  riskStatuses,
  verificationFrequencies,
  verificationResults,
} from '@freeboard/shared/risks/risk-enums';
import { documents } from './documents';
import { oneOf, tenantId, timestamps, versioned, sameTenantReference } from './columns';
import { users } from './platform';

/** A tenant member who answers for a record; gone with the account, the record stays unowned. */
const ownerId = () => uuid('owner_id').references(() => users.id, { onDelete: 'set null' });

export const risks = pgTable(
  'risks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    failureMode: text('failure_mode', { enum: failureModes }).notNull(),
    assetType: text('asset_type', { enum: assetTypes }),
    assetId: uuid('asset_id'),
    cause: text('cause'),
    consequence: text('consequence'),
    materialUnwantedEvent: boolean('material_unwanted_event').notNull().default(false),
    inherentLikelihood: integer('inherent_likelihood').notNull(),
    inherentConsequence: integer('inherent_consequence').notNull(),
    inherentRiskRating: integer('inherent_risk_rating').notNull(),
    residualLikelihood: integer('residual_likelihood'),
    residualConsequence: integer('residual_consequence'),
    residualRiskRating: integer('residual_risk_rating'),
    ownerId: ownerId(),
    status: text('status', { enum: riskStatuses }).notNull(),
    nextReviewDate: date('next_review_date'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('risks_code_key').on(table.tenantId, table.code),
    index('risks_asset_idx').on(table.tenantId, table.assetType, table.assetId, table.status),
    // The list's filters, each with the order it pages in (by code, or by rating).
    index('risks_status_idx').on(table.tenantId, table.status, table.code),
    index('risks_rating_idx').on(table.tenantId, table.inherentRiskRating, table.id),
    index('risks_failure_mode_idx').on(table.tenantId, table.failureMode, table.code),
    index('risks_owner_idx').on(table.tenantId, table.ownerId),
    oneOf('risks_failure_mode_check', table.failureMode, failureModes),
    oneOf('risks_asset_type_check', table.assetType, assetTypes),
    oneOf('risks_status_check', table.status, riskStatuses),
    // Likelihood and consequence on the 1–5 scales, ratings on 1–4 (the residual ones may be unset).
    check(
      'risks_scales_check',
      sql`${table.inherentLikelihood} between 1 and 5 and ${table.inherentConsequence} between 1 and 5
        and ${table.inherentRiskRating} between 1 and 4
        and coalesce(${table.residualLikelihood}, 1) between 1 and 5
        and coalesce(${table.residualConsequence}, 1) between 1 and 5
        and coalesce(${table.residualRiskRating}, 1) between 1 and 4`,
    ),
  ],
);

export const controls = pgTable(
  'controls',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: controlPriorities }).notNull(),
    proactiveOrReactive: text('proactive_or_reactive', { enum: controlTimings }).notNull(),
    critical: boolean('critical').notNull().default(false),
    type: text('type', { enum: controlTypes }).notNull(),
    status: text('status', { enum: controlStatuses }).notNull(),
    dueDate: date('due_date'),
    ownerId: ownerId(),
    nature: text('nature', { enum: controlNatures }),
    performanceStandard: text('performance_standard'),
    verificationFrequency: text('verification_frequency', { enum: verificationFrequencies }),
    /** The newest verification's day and result, kept by the verification writes. */
    lastVerifiedAt: date('last_verified_at'),
    lastVerificationResult: text('last_verification_result', { enum: verificationResults }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('controls_code_key').on(table.tenantId, table.code),
    oneOf('controls_priority_check', table.priority, controlPriorities),
    oneOf('controls_proactive_or_reactive_check', table.proactiveOrReactive, controlTimings),
    oneOf('controls_type_check', table.type, controlTypes),
    oneOf('controls_status_check', table.status, controlStatuses),
    oneOf('controls_nature_check', table.nature, controlNatures),
    oneOf('controls_last_verification_result_check', table.lastVerificationResult, verificationResults),
    oneOf('controls_verification_frequency_check', table.verificationFrequency, verificationFrequencies),
    index('controls_owner_idx').on(table.tenantId, table.ownerId),
  ],
);

export const riskControls = pgTable(
  'risk_controls',
  {
    tenantId: tenantId(),
    riskId: uuid('risk_id').notNull(),
    controlId: uuid('control_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.riskId, table.controlId] }),
    index('risk_controls_control_idx').on(table.tenantId, table.controlId),
    sameTenantReference(table.tenantId, table.riskId, risks, 'cascade'),
    sameTenantReference(table.tenantId, table.controlId, controls, 'cascade'),
  ],
);

/** Each time a control was shown to work, or not: recorded, never changed. */
export const controlVerifications = pgTable(
  'control_verifications',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    controlId: uuid('control_id').notNull(),
    verifiedOn: date('verified_on').notNull(),
    result: text('result', { enum: verificationResults }).notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('control_verifications_control_idx').on(table.tenantId, table.controlId, table.verifiedOn),
    sameTenantReference(table.tenantId, table.controlId, controls, 'cascade'),
    oneOf('control_verifications_result_check', table.result, verificationResults),
  ],
);

/** The documents that prove a verification. */
export const verificationEvidence = pgTable(
  'verification_evidence',
  {
    tenantId: tenantId(),
    verificationId: uuid('verification_id').notNull(),
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.verificationId, table.documentId] }),
    index('verification_evidence_document_idx').on(table.tenantId, table.documentId),
    sameTenantReference(table.tenantId, table.verificationId, controlVerifications, 'cascade'),
    sameTenantReference(table.tenantId, table.documentId, documents, 'cascade'),
  ],
);

/**
 * The tenant's risk matrix, once someone changed it; a tenant without a row rates by the default
 * (shared/risks/risk-matrix.ts), named in its default language.
 */
export const riskMatrices = pgTable('risk_matrices', {
  tenantId: tenantId().primaryKey(),
  likelihoodLevels: jsonb('likelihood_levels').$type<string[]>().notNull(),
  consequenceLevels: jsonb('consequence_levels').$type<string[]>().notNull(),
  cells: jsonb('cells').$type<number[][]>().notNull(),
  ...versioned,
  ...timestamps,
});
