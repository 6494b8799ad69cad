/**
 * What makes an asset safe or not: consequence ratings of cross-sections, design criteria set at any
 * level of the tree (and the tenant's defaults per class), stability results, and the people
 * responsible for a site or facility.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  consequenceClasses,
  loadCases,
  responsibilityRoles,
  type ConsequenceClass,
} from '@freeboard/shared/common/assets';
import type { CriteriaValues } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { oneOf, tenantId, timestamps, versioned, sameTenantReference } from './columns';
import { crossSections } from './assets';
import { users } from './platform';

const consequenceClass = (name: string) => text(name, { enum: consequenceClasses });

/** The keys of a row that belongs to a cross-section: its own ID, and its cross-section's, deleted with it. */
const keyedUnderCrossSection = (table: { tenantId: AnyPgColumn; id: AnyPgColumn; crossSectionId: AnyPgColumn }) => [
  primaryKey({ columns: [table.tenantId, table.id] }),
  sameTenantReference(table.tenantId, table.crossSectionId, crossSections, 'cascade'),
];

/** A rating is never edited: a re-rating is a new row, and the newest one of a cross-section is current. */
export const consequenceRatings = pgTable(
  'consequence_ratings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    crossSectionId: uuid('cross_section_id').notNull(),
    populationAtRisk: consequenceClass('population_at_risk').notNull(),
    potentialLossOfLife: consequenceClass('potential_loss_of_life').notNull(),
    environment: consequenceClass('environment').notNull(),
    healthSocialCultural: consequenceClass('health_social_cultural').notNull(),
    infrastructureEconomics: consequenceClass('infrastructure_economics').notNull(),
    overallClass: consequenceClass('overall_class').notNull(),
    populationAtRiskCount: integer('population_at_risk_count'),
    potentialLossOfLifeEstimate: integer('potential_loss_of_life_estimate'),
    rationale: text('rationale').notNull(),
    evidenceDocumentIds: uuid('evidence_document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ratedBy: uuid('rated_by').references(() => users.id, { onDelete: 'set null' }),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...keyedUnderCrossSection(table),
    index('consequence_ratings_cross_section_idx').on(table.tenantId, table.crossSectionId, table.ratedAt, table.id),
    ...(
      [
        'populationAtRisk',
        'potentialLossOfLife',
        'environment',
        'healthSocialCultural',
        'infrastructureEconomics',
        'overallClass',
      ] as const
    ).map((column) => oneOf(`consequence_ratings_${table[column].name}_check`, table[column], consequenceClasses)),
    check(
      'consequence_ratings_counts_check',
      sql`${table.populationAtRiskCount} >= 0 and ${table.potentialLossOfLifeEstimate} >= 0`,
    ),
  ],
);

export const designCriteria = pgTable(
  'design_criteria',
  {
    tenantId: tenantId(),
    assetType: text('asset_type', { enum: ['site', 'infrastructure', 'facility', 'cross-section'] }).notNull(),
    assetId: uuid('asset_id').notNull(),
    values: jsonb('values').$type<CriteriaValues>().notNull().default({}),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.assetType, table.assetId] }),
    oneOf('design_criteria_asset_type_check', table.assetType, ['site', 'infrastructure', 'facility', 'cross-section']),
  ],
);

/** The tenant's criteria for an element of each class, used where nothing up the tree sets a value. */
export const criteriaDefaults = pgTable(
  'criteria_defaults',
  {
    tenantId: tenantId(),
    consequenceClass: consequenceClass('consequence_class').$type<ConsequenceClass>().notNull(),
    values: jsonb('values').$type<CriteriaValues>().notNull(),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.consequenceClass] }),
    oneOf('criteria_defaults_class_check', table.consequenceClass, consequenceClasses),
  ],
);

export const stabilityResults = pgTable(
  'stability_results',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    crossSectionId: uuid('cross_section_id').notNull(),
    loadCase: text('load_case', { enum: loadCases }).notNull(),
    method: text('method').notNull(),
    factorOfSafety: numeric('factor_of_safety', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    analysisDate: date('analysis_date').notNull(),
    documentId: uuid('document_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...keyedUnderCrossSection(table),
    index('stability_results_cross_section_idx').on(table.tenantId, table.crossSectionId, table.analysisDate),
    oneOf('stability_results_load_case_check', table.loadCase, loadCases),
    check('stability_results_factor_check', sql`${table.factorOfSafety} > 0`),
  ],
);

/** A tenant member's GISTM role for a site or facility, from `since` until `until` (open-ended if null). */
export const assetAssignments = pgTable(
  'asset_assignments',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    assetType: text('asset_type', { enum: ['site', 'facility'] }).notNull(),
    assetId: uuid('asset_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: responsibilityRoles }).notNull(),
    since: date('since').notNull(),
    until: date('until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('asset_assignments_asset_idx').on(table.tenantId, table.assetType, table.assetId, table.role),
    oneOf('asset_assignments_asset_type_check', table.assetType, ['site', 'facility']),
    oneOf('asset_assignments_role_check', table.role, responsibilityRoles),
    check('asset_assignments_period_check', sql`${table.until} is null or ${table.until} >= ${table.since}`),
  ],
);
