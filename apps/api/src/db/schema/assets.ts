/** The asset tree: site → infrastructure → facility → cross-section, and the code sequences. */
import { date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  consequenceClasses,
  constructionMethods,
  facilityPhases,
  facilityTypes,
  infrastructureTypes,
  siteStatuses,
} from '@freeboard/shared/common/assets';
import { oneOf, tenantId, timestamps, versioned, sameTenantReference } from './columns';

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
    type: text('type', { enum: infrastructureTypes }).notNull(),
    phase: text('phase'),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('infrastructures_code_key').on(table.tenantId, table.code),
    // A site with infrastructures cannot be deleted (409 has_dependents); the key is the last word.
    // NO ACTION, not RESTRICT: deleting a whole tenant removes both in one statement.
    sameTenantReference(table.tenantId, table.siteId, sites, 'no action'),
    index('infrastructures_site_idx').on(table.tenantId, table.siteId, table.code),
    index('infrastructures_name_idx').on(table.tenantId, table.name, table.id),
    index('infrastructures_type_idx').on(table.tenantId, table.type, table.code),
    oneOf('infrastructures_type_check', table.type, infrastructureTypes),
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
    type: text('type', { enum: facilityTypes }).notNull(),
    constructionMethod: text('construction_method', { enum: constructionMethods }).notNull(),
    phase: text('phase', { enum: facilityPhases }).notNull(),
    heightM: numeric('height_m', { precision: 8, scale: 2, mode: 'number' }),
    crestElevationMasl: numeric('crest_elevation_masl', { precision: 8, scale: 2, mode: 'number' }),
    crestLengthM: numeric('crest_length_m', { precision: 10, scale: 2, mode: 'number' }),
    storageVolumeM3: numeric('storage_volume_m3', { precision: 14, scale: 0, mode: 'number' }),
    lastDamSafetyReview: date('last_dam_safety_review'),
    nextDamSafetyReview: date('next_dam_safety_review'),
    /** The highest current class of its cross-sections, kept by the database (migration 0007). */
    consequenceClass: text('consequence_class', { enum: consequenceClasses }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('facilities_code_key').on(table.tenantId, table.code),
    index('facilities_infrastructure_idx').on(table.tenantId, table.infrastructureId, table.code),
    index('facilities_name_idx').on(table.tenantId, table.name, table.id),
    oneOf('facilities_type_check', table.type, facilityTypes),
    oneOf('facilities_construction_method_check', table.constructionMethod, constructionMethods),
    oneOf('facilities_phase_check', table.phase, facilityPhases),
    oneOf('facilities_consequence_class_check', table.consequenceClass, consequenceClasses),
    index('facilities_class_idx').on(table.tenantId, table.consequenceClass, table.code),
    index('facilities_phase_idx').on(table.tenantId, table.phase, table.code),
    // As for sites: a parent with children is not deleted (409 has_dependents).
    sameTenantReference(table.tenantId, table.infrastructureId, infrastructures, 'no action'),
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
    /** The overall class of its newest consequence rating, kept by the database (migration 0007). */
    consequenceClass: text('consequence_class', { enum: consequenceClasses }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('cross_sections_code_key').on(table.tenantId, table.code),
    index('cross_sections_facility_idx').on(table.tenantId, table.facilityId, table.code),
    index('cross_sections_name_idx').on(table.tenantId, table.name, table.id),
    oneOf('cross_sections_consequence_class_check', table.consequenceClass, consequenceClasses),
    sameTenantReference(table.tenantId, table.facilityId, facilities, 'no action'),
  ],
);
