/**
 * Facilities (CONTRACT §9): on an infrastructure of the tenant, reviews in order, and no delete while
 * it has cross-sections. Its class is kept on the row by the database from its cross-sections'
 * ratings; whether an ITRB is required follows from it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { itrbClasses, type ConsequenceClass } from '@freeboard/shared/common/assets';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import {
  createFacilityInputSchema,
  facilityListQuerySchema,
  facilityListResponseSchema,
  facilityParamsSchema,
  facilitySchema,
  facilitySortFields,
  updateFacilityInputSchema,
} from '@freeboard/shared/facilities/facilities.schemas';
import { facilityNames } from '@freeboard/shared/facilities/facilities.names';
import {
  actions,
  assetAssignments,
  crossSections,
  facilities,
  infrastructures,
  risks,
  sites,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn, type StoredValues } from '../../lib/collections/definition';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { releaseAssetBeforeDelete } from '../../lib/resources/asset-references.repo';
import { todayInSql } from '../../lib/resources/today';
import { qualifiedColumns } from '../../lib/resources/qualified';

/** The outer `facilities` row and the columns of the subqueries below (see `qualified`). */
const facility = qualifiedColumns(facilities, 'id', 'tenantId', 'infrastructureId');
const infrastructure = qualifiedColumns(infrastructures, 'tenantId', 'id', 'siteId');
const crossSection = qualifiedColumns(crossSections, 'tenantId', 'id', 'facilityId');
const assignment = qualifiedColumns(assetAssignments, 'tenantId', 'assetType', 'assetId', 'role', 'since', 'until');
const risk = qualifiedColumns(risks, 'tenantId', 'assetType', 'assetId', 'status');
const action = qualifiedColumns(actions, 'tenantId', 'assetType', 'assetId', 'status', 'dueDate');

const facilityCrossSections = sql`${crossSections} where ${crossSection.tenantId} = ${facility.tenantId} and ${crossSection.facilityId} = ${facility.id}`;

/**
 * The facility and its cross-sections as `(asset_type, asset_id)`: risks are then found by equality
 * on their asset index for each one (as for sites).
 */
const assetsOfFacility = sql`select 'facility' as asset_type, ${facility.id} as asset_id
  union all select 'cross-section', ${crossSection.id} from ${facilityCrossSections}`;

/**
 * The input's schema compares the two reviews when both are given; a change of one is compared here
 * with the other as stored.
 */
function requireReviewsInOrder(values: StoredValues, changed: ReadonlySet<string>) {
  if (!changed.has('lastDamSafetyReview') && !changed.has('nextDamSafetyReview')) return;
  const last = values.lastDamSafetyReview as string | null;
  const next = values.nextDamSafetyReview as string | null;
  if (last && next && next < last) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      nextDamSafetyReview: ['The next review cannot be before the last one'],
    });
  }
}

export const facilityCollection = defineCollection({
  names: facilityNames,
  table: facilities,
  schemas: {
    record: facilitySchema,
    listQuery: facilityListQuerySchema,
    listResponse: facilityListResponseSchema,
    params: facilityParamsSchema,
    create: createFacilityInputSchema,
    update: updateFacilityInputSchema,
  },
  fields: {
    code: facilities.code,
    infrastructureID: facilities.infrastructureId,
    name: facilities.name,
    description: { column: facilities.description, blank: '' },
    type: facilities.type,
    constructionMethod: facilities.constructionMethod,
    phase: facilities.phase,
    heightM: facilities.heightM,
    crestElevationMasl: facilities.crestElevationMasl,
    crestLengthM: facilities.crestLengthM,
    storageVolumeM3: facilities.storageVolumeM3,
    lastDamSafetyReview: facilities.lastDamSafetyReview,
    nextDamSafetyReview: facilities.nextDamSafetyReview,
    consequenceClass: { column: facilities.consequenceClass, readOnly: true },
  },
  computed: {
    ancestors: ancestorsOf('infrastructure', { tenantID: facility.tenantId, parentID: facility.infrastructureId }),
    crossSectionCount: sql<number>`(select count(*)::int from ${facilityCrossSections})`,
    /** "Today" is the database's, the same for every row of the page. */
    itrbAssigned: sql<boolean>`exists (select 1 from ${assetAssignments}
      where ${assignment.tenantId} = ${facility.tenantId} and ${assignment.assetType} = 'facility'
        and ${assignment.assetId} = ${facility.id} and ${assignment.role} = 'itrb_member'
        and ${assignment.since} <= current_date and (${assignment.until} is null or ${assignment.until} >= current_date))`,
    openRiskCount: sql<number>`(select count(*)::int from (${assetsOfFacility}) as facility_assets
      inner join ${risks} on ${risk.tenantId} = ${facility.tenantId} and ${risk.assetType} = facility_assets.asset_type
        and ${risk.assetId} = facility_assets.asset_id and ${risk.status} = 'open')`,
    overdueActionCount: sql<number>`(select count(*)::int from (${assetsOfFacility}) as facility_assets
      inner join ${actions} on ${action.tenantId} = ${facility.tenantId} and ${action.assetType} = facility_assets.asset_type
        and ${action.assetId} = facility_assets.asset_id and ${action.dueDate} < ${todayInSql} and ${action.status} in ('open', 'in_progress'))`,
  },
  codes: { prefix: 'F', column: facilities.code },
  sorts: sortsByColumn(facilities, facilitySortFields),
  search: [facilities.code, facilities.name],
  filters: (query, tenantID) => [
    query.siteID
      ? inArray(
          facilities.infrastructureId,
          sql`(select ${infrastructure.id} from ${infrastructures} where ${infrastructure.tenantId} = ${tenantID} and ${infrastructure.siteId} = ${query.siteID})`,
        )
      : undefined,
    query.infrastructureID ? eq(facilities.infrastructureId, query.infrastructureID) : undefined,
    query.phase ? eq(facilities.phase, query.phase) : undefined,
    query.consequenceClass ? eq(facilities.consequenceClass, query.consequenceClass) : undefined,
  ],
  parent: { field: 'infrastructureID', table: infrastructures, noun: 'infrastructure' },
  // The places above, cross-sections' ratings, responsibilities and risks.
  listReadsFrom: cacheDependencies(facilities, infrastructures, sites, crossSections, assetAssignments, risks, actions),
  describe: { list: 'Facilities of the tenant; siteID gives those of the site’s infrastructures' },
  hooks: {
    check: requireReviewsInOrder,
    beforeDelete: releaseAssetBeforeDelete('facility'),
    present: (record) => {
      const consequenceClass = record.consequenceClass as ConsequenceClass | null;
      return {
        // Its ancestors are its site and its infrastructure, always both.
        siteID: (record.ancestors as AssetRef[])[0]!.assetID,
        itrbRequired: consequenceClass !== null && itrbClasses.includes(consequenceClass),
      };
    },
  },
});
