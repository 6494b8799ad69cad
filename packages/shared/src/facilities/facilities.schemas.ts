import * as z from 'zod/mini';
import { ancestorsSchema } from '../common/asset-ref.schemas';
import { consequenceClasses, constructionMethods, facilityPhases, facilityTypes } from '../common/assets';
import { isoDateSchema } from '../common/common.schemas';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { assetNameInputFields, optionalNumber } from '../common/record-fields';

export { facilityListQuerySchema, facilitySortFields, type FacilityListQuery } from './facility-list-query';
export { codeSchema } from '../common/code-schema';

export { constructionMethods, facilityPhases, facilityTypes } from '../common/assets';
export type FacilityType = (typeof facilityTypes)[number];
export type ConstructionMethod = (typeof constructionMethods)[number];
export type FacilityPhase = (typeof facilityPhases)[number];

const optionalDate = z.optional(z.nullable(isoDateSchema));

export const facilitySchema = z
  .object({
    facilityID: z.uuid(),
    infrastructureID: z.uuid(),
    /** The site of its infrastructure. */
    siteID: z.uuid(),
    /** The assets above it, site first: where it sits, named. */
    ancestors: ancestorsSchema,
    code: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(facilityTypes),
    constructionMethod: z.enum(constructionMethods),
    phase: z.enum(facilityPhases),
    heightM: z.nullable(z.number()),
    crestElevationMasl: z.nullable(z.number()),
    crestLengthM: z.nullable(z.number()),
    storageVolumeM3: z.nullable(z.number()),
    lastDamSafetyReview: z.nullable(z.string()),
    nextDamSafetyReview: z.nullable(z.string()),
    crossSectionCount: z.int(),
    /** The highest current class of its cross-sections; null while none is rated. */
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    /** Its class is one for which GISTM expects an independent review board. */
    itrbRequired: z.boolean(),
    /** Someone holds the `itrb_member` role for it today. */
    itrbAssigned: z.boolean(),
    openRiskCount: z.int(),
    overdueActionCount: z.int(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Facility' });
export type Facility = z.infer<typeof facilitySchema>;

const facilityFields = {
  infrastructureID: z.uuid(),
  ...assetNameInputFields,
  type: z.enum(facilityTypes),
  constructionMethod: z.enum(constructionMethods),
  phase: z.enum(facilityPhases),
  heightM: optionalNumber(0, 500),
  crestElevationMasl: optionalNumber(-500, 9000),
  crestLengthM: optionalNumber(0, 100_000),
  storageVolumeM3: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(10_000_000_000_000)))),
  lastDamSafetyReview: optionalDate,
  nextDamSafetyReview: optionalDate,
};

/** The next dam safety review is not before the last one (when both are given). */
export const reviewsInOrder = z.refine<{ lastDamSafetyReview?: string | null; nextDamSafetyReview?: string | null }>(
  (facility) =>
    !facility.lastDamSafetyReview ||
    !facility.nextDamSafetyReview ||
    facility.nextDamSafetyReview >= facility.lastDamSafetyReview,
  {
    message: 'The next review cannot be before the last one',
    path: ['nextDamSafetyReview'],
    params: { i18nKey: 'reviewsInOrder' },
  },
);

const facilityInputs = writeSchemas(facilitySchema, facilityFields, { checks: [reviewsInOrder] });

export const createFacilityInputSchema = facilityInputs.create;
export type CreateFacilityInput = z.infer<typeof createFacilityInputSchema>;

export const updateFacilityInputSchema = facilityInputs.update;
export type UpdateFacilityInput = z.infer<typeof updateFacilityInputSchema>;

export const facilityListResponseSchema = listEnvelope(facilitySchema);
export const facilityParamsSchema = z.object({ facilityID: z.uuid() });
