/**
 * Infrastructures (CONTRACT §9): on a site of the tenant; their facility count and class come from
 * their facilities, and one cannot be deleted while it has facilities.
 */
import { eq, sql } from 'drizzle-orm';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import {
  createInfrastructureInputSchema,
  infrastructureListQuerySchema,
  infrastructureListResponseSchema,
  infrastructureParamsSchema,
  infrastructureSchema,
  infrastructureSortFields,
  updateInfrastructureInputSchema,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { infrastructureNames } from '@freeboard/shared/infrastructures/infrastructures.names';
import { facilities, infrastructures, sites } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { releaseAssetBeforeDelete } from '../../lib/resources/asset-references.repo';
import { qualifiedColumns } from '../../lib/resources/qualified';

/** The outer `infrastructures` row and the columns of the subqueries below (see `qualified`). */
const infrastructure = qualifiedColumns(infrastructures, 'id', 'tenantId', 'siteId');
const facility = qualifiedColumns(facilities, 'tenantId', 'infrastructureId', 'consequenceClass');

const ownFacilities = sql`${facilities} where ${facility.tenantId} = ${infrastructure.tenantId}
  and ${facility.infrastructureId} = ${infrastructure.id}`;

export const infrastructureCollection = defineCollection({
  names: infrastructureNames,
  table: infrastructures,
  schemas: {
    record: infrastructureSchema,
    listQuery: infrastructureListQuerySchema,
    listResponse: infrastructureListResponseSchema,
    params: infrastructureParamsSchema,
    create: createInfrastructureInputSchema,
    update: updateInfrastructureInputSchema,
  },
  fields: {
    siteID: infrastructures.siteId,
    code: infrastructures.code,
    name: infrastructures.name,
    description: { column: infrastructures.description, blank: '' },
    type: infrastructures.type,
    phase: infrastructures.phase,
  },
  computed: {
    ancestors: ancestorsOf('site', { tenantID: infrastructure.tenantId, parentID: infrastructure.siteId }),
    facilityCount: sql<number>`(select count(*)::int from ${ownFacilities})`,
    /** The highest class of its facilities (each kept by the database from its cross-sections' ratings). */
    consequenceClass: sql<ConsequenceClass | null>`(select ${facility.consequenceClass} from ${ownFacilities}
      and ${facility.consequenceClass} is not null
      order by freeboard_class_rank(${facility.consequenceClass}) desc limit 1)`,
  },
  codes: { prefix: 'I', column: infrastructures.code },
  sorts: sortsByColumn(infrastructures, infrastructureSortFields),
  search: [infrastructures.code, infrastructures.name],
  filters: (query) => [
    query.siteID ? eq(infrastructures.siteId, query.siteID) : undefined,
    query.type ? eq(infrastructures.type, query.type) : undefined,
  ],
  parent: { field: 'siteID', table: sites, noun: 'site' },
  // Its site (ancestors) and its facilities' counts and classes.
  listReadsFrom: cacheDependencies(infrastructures, facilities, sites),
  describe: {
    create: 'Create an infrastructure on a site of the tenant; without a code it gets the next free one (I-001, …)',
    update:
      'Change an infrastructure (or move it to another site), given the version it was read at (409 when it changed since)',
  },
  hooks: { beforeDelete: releaseAssetBeforeDelete('infrastructure') },
});
