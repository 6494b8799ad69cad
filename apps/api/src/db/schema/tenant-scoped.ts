/**
 * Tenant tables. Each has `tenant_id` first in its primary key and in every foreign key, and
 * row-level security (see the migration `rls`), so a query can only ever see its own tenant.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { siteStatuses } from '@freeboard/shared/common/assets';
import { tenants, users } from './platform';

/** A CHECK that a text column holds one of the shared enumeration's values. */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`,
  );
}

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const versioned = { version: integer('version').notNull().default(1) };

export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['viewer', 'engineer', 'manager'] }).notNull(),
    isTenantAdmin: boolean('is_tenant_admin').notNull().default(false),
    jobTitle: text('job_title'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId] }), index('memberships_user_idx').on(table.userId)],
);

export const samlSettings = pgTable('saml_settings', {
  tenantId: tenantId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  idpEntityId: text('idp_entity_id').notNull().default(''),
  idpSsoUrl: text('idp_sso_url').notNull().default(''),
  idpCertificate: text('idp_certificate').notNull().default(''),
  defaultRole: text('default_role', { enum: ['viewer', 'engineer', 'manager'] })
    .notNull()
    .default('viewer'),
  ...versioned,
  ...timestamps,
});

/** Assertion IDs already accepted, so that a captured SAML response cannot be replayed. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    tenantId: tenantId(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.assertionId] })],
);

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
  ],
);

export const sites = pgTable(
  'sites',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull(),
    region: text('region'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    commodity: text('commodity'),
    operator: text('operator'),
    status: text('status', { enum: siteStatuses }).notNull(),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('sites_code_key').on(table.tenantId, table.code),
    index('sites_status_idx').on(table.tenantId, table.status, table.code),
    index('sites_country_idx').on(table.tenantId, table.country, table.code),
    index('sites_name_idx').on(table.tenantId, table.name, table.id),
    oneOf('sites_status_check', table.status, siteStatuses),
  ],
);

/**
 * The last number handed out per tenant and code prefix (`S` → S-001, S-002, …). Creating a record
 * takes the row's lock until commit, so concurrent creates get consecutive, distinct codes.
 */
export const codeSequences = pgTable(
  'code_sequences',
  {
    tenantId: tenantId(),
    prefix: text('prefix').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.prefix] })],
);

export const infrastructures = pgTable(
  'infrastructures',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    siteId: uuid('site_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['tailings_storage', 'water_dam', 'heap_leach', 'waste_dump', 'other'] }).notNull(),
    phase: text('phase'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('infrastructures_code_key').on(table.tenantId, table.code),
    // A site with infrastructures cannot be deleted (409 has_dependents); the key is the last word.
    // NO ACTION, not RESTRICT: deleting a whole tenant removes both in one statement.
    foreignKey({ columns: [table.tenantId, table.siteId], foreignColumns: [sites.tenantId, sites.id] }).onDelete(
      'no action',
    ),
    index('infrastructures_site_idx').on(table.tenantId, table.siteId),
  ],
);

export const facilities = pgTable(
  'facilities',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    infrastructureId: uuid('infrastructure_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['embankment', 'saddle_dam', 'spillway', 'decant', 'other'] }).notNull(),
    constructionMethod: text('construction_method', {
      enum: ['upstream', 'downstream', 'centreline', 'modified_centreline', 'filtered_stack', 'in_pit', 'other'],
    }).notNull(),
    phase: text('phase', {
      enum: ['design', 'construction', 'operation', 'closure_active', 'closure_passive', 'safely_closed'],
    }).notNull(),
    heightM: numeric('height_m', { precision: 8, scale: 2, mode: 'number' }),
    crestElevationMasl: numeric('crest_elevation_masl', { precision: 8, scale: 2, mode: 'number' }),
    crestLengthM: numeric('crest_length_m', { precision: 10, scale: 2, mode: 'number' }),
    storageVolumeM3: numeric('storage_volume_m3', { precision: 14, scale: 0, mode: 'number' }),
    lastDamSafetyReview: date('last_dam_safety_review'),
    nextDamSafetyReview: date('next_dam_safety_review'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('facilities_code_key').on(table.tenantId, table.code),
    foreignKey({
      columns: [table.tenantId, table.infrastructureId],
      foreignColumns: [infrastructures.tenantId, infrastructures.id],
    }).onDelete('cascade'),
  ],
);

export const crossSections = pgTable(
  'cross_sections',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    facilityId: uuid('facility_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chainageM: numeric('chainage_m', { precision: 10, scale: 2, mode: 'number' }),
    crestElevationMasl: numeric('crest_elevation_masl', { precision: 8, scale: 2, mode: 'number' }),
    heightM: numeric('height_m', { precision: 8, scale: 2, mode: 'number' }),
    upstreamSlope: text('upstream_slope'),
    downstreamSlope: text('downstream_slope'),
    foundation: text('foundation'),
    materials: text('materials'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('cross_sections_code_key').on(table.tenantId, table.code),
    foreignKey({
      columns: [table.tenantId, table.facilityId],
      foreignColumns: [facilities.tenantId, facilities.id],
    }).onDelete('cascade'),
  ],
);

export const documents = pgTable(
  'documents',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the file lives in storage, relative to STORAGE_DIR. */
    storageKey: text('storage_key').notNull(),
    author: text('author'),
    tags: text('tags').array().notNull().default([]),
    docType: text('doc_type').notNull(),
    revision: text('revision'),
    documentDate: date('document_date'),
    nonAssetCategory: text('non_asset_category', { enum: ['social', 'corporate'] }),
    assetType: text('asset_type', { enum: ['site', 'infrastructure', 'facility', 'cross-section'] }),
    assetId: uuid('asset_id'),
    extractedText: text('extracted_text').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('documents_created_idx').on(table.tenantId, table.createdAt, table.id),
    index('documents_asset_idx').on(table.tenantId, table.assetType, table.assetId),
  ],
);

/** Explicit links from a document to an asset it talks about (besides the asset it belongs to). */
export const documentMentions = pgTable(
  'document_mentions',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id').notNull(),
    assetType: text('asset_type', { enum: ['site', 'infrastructure', 'facility', 'cross-section'] }).notNull(),
    assetId: uuid('asset_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId, table.assetType, table.assetId] }),
    index('document_mentions_asset_idx').on(table.tenantId, table.assetType, table.assetId),
    foreignKey({
      columns: [table.tenantId, table.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
  ],
);

export const risks = pgTable(
  'risks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    failureMode: text('failure_mode').notNull(),
    assetType: text('asset_type', { enum: ['site', 'infrastructure', 'facility', 'cross-section'] }),
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
    owner: text('owner'),
    status: text('status', { enum: ['open', 'treated', 'accepted', 'closed'] }).notNull(),
    nextReviewDate: date('next_review_date'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('risks_code_key').on(table.tenantId, table.code),
    index('risks_asset_idx').on(table.tenantId, table.assetType, table.assetId, table.status),
  ],
);

export const controls = pgTable(
  'controls',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['P1', 'P2', 'P3', 'P4'] }).notNull(),
    proactiveOrReactive: text('proactive_or_reactive', { enum: ['proactive', 'reactive'] }).notNull(),
    critical: boolean('critical').notNull().default(false),
    type: text('type', { enum: ['control', 'data-collection'] }).notNull(),
    status: text('status', { enum: ['in-place', 'planned', 'not-in-place'] }).notNull(),
    dueDate: date('due_date'),
    owner: text('owner'),
    nature: text('nature', { enum: ['act', 'object', 'system'] }),
    performanceStandard: text('performance_standard'),
    verificationFrequency: text('verification_frequency'),
    lastVerifiedAt: date('last_verified_at'),
    lastVerificationResult: text('last_verification_result', {
      enum: ['effective', 'partially_effective', 'not_effective'],
    }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('controls_code_key').on(table.tenantId, table.code),
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
    foreignKey({ columns: [table.tenantId, table.riskId], foreignColumns: [risks.tenantId, risks.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [table.tenantId, table.controlId],
      foreignColumns: [controls.tenantId, controls.id],
    }).onDelete('cascade'),
  ],
);
