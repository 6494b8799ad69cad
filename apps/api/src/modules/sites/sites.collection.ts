/**
 * Sites (CONTRACT §9): the top of the asset tree. Its counts, class and open risks come from the
 * tree below each site and its risks; it cannot be deleted while it has infrastructures.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import {
  createSiteInputSchema,
  siteListQuerySchema,
  siteListResponseSchema,
  siteParamsSchema,
  siteSchema,
  siteSortFields,
  updateSiteInputSchema,
} from '@freeboard/shared/sites/sites.schemas';
import { siteNames } from '@freeboard/shared/sites/sites.names';
import { actions, crossSections, facilities, infrastructures, risks, sites } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';
import { releaseAssetBeforeDelete } from '../../lib/resources/asset-references.repo';
import { todayInSql } from '../../lib/resources/today';
import { qualifiedColumns } from '../../lib/resources/qualified';

/** The outer `sites` row and the columns of the subqueries below, named with their tables (see `qualified`). */
const site = qualifiedColumns(sites, 'id', 'tenantId');
const infrastructure = qualifiedColumns(infrastructures, 'tenantId', 'id', 'siteId');
const facility = qualifiedColumns(facilities, 'tenantId', 'id', 'infrastructureId', 'consequenceClass');
const crossSection = qualifiedColumns(crossSections, 'tenantId', 'id', 'facilityId');
const risk = qualifiedColumns(risks, 'tenantId', 'assetType', 'assetId', 'status');
const action = qualifiedColumns(actions, 'tenantId', 'assetType', 'assetId', 'status', 'dueDate');

/** The site's infrastructures, their facilities, and those facilities' cross-sections: joins down the tree. */
const siteInfrastructures = sql`${infrastructures} where ${infrastructure.tenantId} = ${site.tenantId} and ${infrastructure.siteId} = ${site.id}`;
const withFacilities = sql`${infrastructures} inner join ${facilities} on ${facility.tenantId} = ${infrastructure.tenantId} and ${facility.infrastructureId} = ${infrastructure.id}`;
const withCrossSections = sql`${withFacilities} inner join ${crossSections} on ${crossSection.tenantId} = ${facility.tenantId} and ${crossSection.facilityId} = ${facility.id}`;
const underSite = sql`${infrastructure.tenantId} = ${site.tenantId} and ${infrastructure.siteId} = ${site.id}`;

/**
 * Every asset of a site, itself included, as `(asset_type, asset_id)`. Risks are then found by
 * equality on their asset index for each one, rather than by testing every open risk of the tenant
 * against each level's list (50 sites × 10,000 risks took 30 ms; this takes 1 ms).
 */
const assetsOfSite = sql`select 'site' as asset_type, ${site.id} as asset_id
  union all select 'infrastructure', ${infrastructure.id} from ${siteInfrastructures}
  union all select 'facility', ${facility.id} from ${withFacilities} where ${underSite}
  union all select 'cross-section', ${crossSection.id} from ${withCrossSections} where ${underSite}`;

export const siteCollection = defineCollection({
  names: siteNames,
  table: sites,
  schemas: {
    record: siteSchema,
    listQuery: siteListQuerySchema,
    listResponse: siteListResponseSchema,
    params: siteParamsSchema,
    create: createSiteInputSchema,
    update: updateSiteInputSchema,
  },
  fields: {
    code: sites.code,
    name: sites.name,
    description: { column: sites.description, blank: '' },
    country: sites.country,
    region: sites.region,
    latitude: sites.latitude,
    longitude: sites.longitude,
    commodity: sites.commodity,
    operator: sites.operator,
    status: sites.status,
  },
  computed: {
    infrastructureCount: sql<number>`(select count(*)::int from ${siteInfrastructures})`,
    facilityCount: sql<number>`(select count(*)::int from ${withFacilities} where ${underSite})`,
    /** The highest class of its facilities (each kept by the database from its cross-sections' ratings). */
    consequenceClass: sql<ConsequenceClass | null>`(select ${facility.consequenceClass} from ${withFacilities}
      where ${underSite} and ${facility.consequenceClass} is not null
      order by freeboard_class_rank(${facility.consequenceClass}) desc limit 1)`,
    openRiskCount: sql<number>`(select count(*)::int from (${assetsOfSite}) as site_assets
      inner join ${risks} on ${risk.tenantId} = ${site.tenantId} and ${risk.assetType} = site_assets.asset_type
        and ${risk.assetId} = site_assets.asset_id and ${risk.status} = 'open')`,
    overdueActionCount: sql<number>`(select count(*)::int from (${assetsOfSite}) as site_assets
      inner join ${actions} on ${action.tenantId} = ${site.tenantId} and ${action.assetType} = site_assets.asset_type
        and ${action.assetId} = site_assets.asset_id and ${action.dueDate} < ${todayInSql} and ${action.status} in ('open', 'in_progress'))`,
  },
  codes: { prefix: 'S', column: sites.code },
  sorts: sortsByColumn(sites, siteSortFields),
  search: [sites.code, sites.name],
  filters: (query) => [
    query.status ? eq(sites.status, query.status) : undefined,
    query.country ? eq(sites.country, query.country) : undefined,
  ],
  // Counts, classes and open risks come from the tree below each site and its risks.
  listReadsFrom: cacheDependencies(sites, infrastructures, facilities, crossSections, risks, actions),
  hooks: {
    beforeDelete: releaseAssetBeforeDelete('site'),
  },
});
