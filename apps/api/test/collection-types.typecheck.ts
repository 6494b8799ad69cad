/**
 * Compiled by `npm run typecheck`, never run: a collection's declaration is checked against its
 * record, list query and table. Each `@ts-expect-error` below is a mistake that must not compile
 * (were it to compile, the directive itself would be the error).
 */
import { eq } from 'drizzle-orm';
import { areaNames } from '@freeboard/shared/common/area-names';
import { siteNames } from '@freeboard/shared/sites/sites.names';
import {
  siteListQuerySchema,
  siteListResponseSchema,
  siteParamsSchema,
  siteSchema,
  siteSortFields,
} from '@freeboard/shared/sites/sites.schemas';
import { infrastructures, sites } from '../src/db/schema/index';
import { cacheDependencies } from '../src/lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../src/lib/collections/definition';

const fields = {
  code: sites.code,
  name: sites.name,
  description: sites.description,
  country: sites.country,
  region: sites.region,
  latitude: sites.latitude,
  longitude: sites.longitude,
  commodity: sites.commodity,
  operator: sites.operator,
  status: sites.status,
};

/** A read-only sites collection, right: every other declaration below changes one thing of it. */
const declaration = {
  names: siteNames,
  table: sites,
  schemas: {
    record: siteSchema,
    listQuery: siteListQuerySchema,
    listResponse: siteListResponseSchema,
    params: siteParamsSchema,
  },
  fields,
  sorts: sortsByColumn(sites, siteSortFields),
  search: [sites.code],
  listReadsFrom: cacheDependencies(sites),
};

export const right = defineCollection(declaration);

export const misspeltField = defineCollection({
  ...declaration,
  // @ts-expect-error `stauts` is not a field of the site record.
  fields: { ...fields, stauts: sites.status },
});

export const unstoredColumn = defineCollection({
  ...declaration,
  // @ts-expect-error the table's `region` column is stored by no field (MissingColumns<'region'>).
  fields: { ...fields, region: undefined },
});

export const hiddenColumn = defineCollection({
  ...declaration,
  fields: { ...fields, region: undefined },
  notExposed: ['region'],
});

export const columnOfAnotherTable = defineCollection({
  ...declaration,
  // @ts-expect-error a field's column is one of the collection's own table.
  fields: { ...fields, name: infrastructures.name },
});

export const missingSort = defineCollection({
  ...declaration,
  // @ts-expect-error the list query sorts by `country` too.
  sorts: sortsByColumn(sites, ['code', 'name', 'status', 'createdAt', 'updatedAt']),
});

export const extraSort = defineCollection({
  ...declaration,
  // @ts-expect-error the list query does not sort by `region`.
  sorts: { ...sortsByColumn(sites, siteSortFields), region: sites.region },
});

export const wrongIDField = defineCollection({
  ...declaration,
  // @ts-expect-error the record's ID is `siteID`.
  names: areaNames({ path: 'sites', subject: 'Site', noun: 'site', idField: 'siteId', group: 'assets' }),
});

export const misspeltFilter = defineCollection({
  ...declaration,
  // @ts-expect-error the list query has no `stauts`.
  filters: (query) => [eq(sites.status, String(query.stauts))],
});

export const misspeltParent = defineCollection({
  ...declaration,
  // @ts-expect-error `siteId` is not one of its fields.
  parent: { field: 'siteId', table: sites, noun: 'site' },
});

export const misspeltReference = defineCollection({
  ...declaration,
  // @ts-expect-error `regoin` is not one of its fields.
  references: [{ field: 'regoin', assetTypeField: 'country' }],
});

export const misspeltLabel = defineCollection({
  ...declaration,
  // @ts-expect-error `title` is not one of its fields.
  label: (values) => String(values.title),
});

export const misspeltLink = defineCollection({
  ...declaration,
  // @ts-expect-error a link is a field of the record.
  links: { controlIDs: undefined },
});
