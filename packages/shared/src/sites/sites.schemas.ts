import * as z from 'zod/mini';
import { consequenceClasses, siteStatuses } from '../common/assets';
import { countrySchema } from '../common/country-schema';
import { listEnvelope } from '../common/list-query';
import { assetNameInputFields, optionalText } from '../common/record-fields';
import { writeSchemas } from '../common/write-schemas';

export { siteListQuerySchema, siteSortFields, type SiteListQuery } from './site-list-query';
export { countrySchema } from '../common/country-schema';
export { codeSchema } from '../common/code-schema';

export { siteStatuses, type SiteStatus } from '../common/assets';

export const siteSchema = z
  .object({
    siteID: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    country: z.string(),
    region: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    commodity: z.nullable(z.string()),
    operator: z.nullable(z.string()),
    status: z.enum(siteStatuses),
    infrastructureCount: z.int(),
    facilityCount: z.int(),
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    openRiskCount: z.int(),
    overdueActionCount: z.int(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Site' });
export type Site = z.infer<typeof siteSchema>;

const siteFields = {
  ...assetNameInputFields,
  country: countrySchema,
  region: optionalText(200),
  latitude: z.optional(z.nullable(z.number().check(z.gte(-90), z.lte(90)))),
  longitude: z.optional(z.nullable(z.number().check(z.gte(-180), z.lte(180)))),
  commodity: optionalText(200),
  operator: optionalText(200),
  status: z.enum(siteStatuses),
};

/** A location is both coordinates or neither: given together, or not at all. */
const coordinatesTogether = z.refine<{ latitude?: number | null; longitude?: number | null }>(
  (site) =>
    (site.latitude === undefined) === (site.longitude === undefined) &&
    (site.latitude === null) === (site.longitude === null),
  { message: 'Give latitude and longitude together', path: ['longitude'], params: { i18nKey: 'coordinatesTogether' } },
);

const siteInputs = writeSchemas(siteSchema, siteFields, {
  defaults: { status: 'active' },
  checks: [coordinatesTogether],
});

export const createSiteInputSchema = siteInputs.create;
export type CreateSiteInput = z.infer<typeof createSiteInputSchema>;

export const updateSiteInputSchema = siteInputs.update;
export type UpdateSiteInput = z.infer<typeof updateSiteInputSchema>;

export const siteListResponseSchema = listEnvelope(siteSchema);
export const siteParamsSchema = z.object({ siteID: z.uuid() });
