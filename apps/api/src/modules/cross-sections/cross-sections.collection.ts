/**
 * Cross-sections (CONTRACT §9): of a facility of the tenant. Its class is kept on the row by the
 * database from its newest rating; it has no child assets and goes with its ratings and stability
 * results (the database cascades to them).
 */
import { eq } from 'drizzle-orm';
import {
  createCrossSectionInputSchema,
  crossSectionListQuerySchema,
  crossSectionListResponseSchema,
  crossSectionParamsSchema,
  crossSectionSchema,
  crossSectionSortFields,
  updateCrossSectionInputSchema,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { crossSectionNames } from '@freeboard/shared/cross-sections/cross-sections.names';
import { crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { releaseAssetBeforeDelete } from '../../lib/resources/asset-references.repo';
import { qualified } from '../../lib/resources/qualified';

/** Measurements as stored: two decimals (the columns' scale). */
const measured = { normalise: (value: unknown) => Math.round((value as number) * 100) / 100 };

export const crossSectionCollection = defineCollection({
  names: crossSectionNames,
  table: crossSections,
  schemas: {
    record: crossSectionSchema,
    listQuery: crossSectionListQuerySchema,
    listResponse: crossSectionListResponseSchema,
    params: crossSectionParamsSchema,
    create: createCrossSectionInputSchema,
    update: updateCrossSectionInputSchema,
  },
  fields: {
    facilityID: crossSections.facilityId,
    code: crossSections.code,
    name: crossSections.name,
    description: { column: crossSections.description, blank: '' },
    chainageM: { column: crossSections.chainageM, ...measured },
    crestElevationMasl: { column: crossSections.crestElevationMasl, ...measured },
    heightM: { column: crossSections.heightM, ...measured },
    upstreamSlope: crossSections.upstreamSlope,
    downstreamSlope: crossSections.downstreamSlope,
    foundation: crossSections.foundation,
    materials: crossSections.materials,
    consequenceClass: { column: crossSections.consequenceClass, readOnly: true },
  },
  computed: {
    ancestors: ancestorsOf('facility', {
      tenantID: qualified(crossSections.tenantId),
      parentID: qualified(crossSections.facilityId),
    }),
  },
  codes: { prefix: 'XS', column: crossSections.code },
  sorts: sortsByColumn(crossSections, crossSectionSortFields),
  search: [crossSections.code, crossSections.name],
  filters: (query) => [query.facilityID ? eq(crossSections.facilityId, query.facilityID) : undefined],
  parent: { field: 'facilityID', table: facilities, noun: 'facility' },
  // Its facility and the places above it (ancestors).
  listReadsFrom: cacheDependencies(crossSections, facilities, infrastructures, sites),
  describe: { delete: 'Delete a cross-section, with its consequence ratings and stability results' },
  hooks: { beforeDelete: releaseAssetBeforeDelete('cross-section') },
});
