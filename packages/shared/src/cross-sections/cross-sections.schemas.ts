import * as z from 'zod/mini';
import { ancestorsSchema } from '../common/asset-ref.schemas';
import { consequenceClasses } from '../common/assets';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { assetNameInputFields, optionalNumber, optionalText } from '../common/record-fields';

export {
  crossSectionListQuerySchema,
  crossSectionSortFields,
  type CrossSectionListQuery,
} from './cross-section-list-query';
export { codeSchema } from '../common/code-schema';

/**
 * A slope as horizontal to one vertical (`2.5H:1V`), optionally followed by a note after a space or
 * a comma (`2.0H:1V (raise walls)`), as engineers write them on their drawings. Empty is no slope.
 */
export const slopePattern = /^(\d{1,3}(\.\d{1,3})?H:1V([ ,].{0,100})?)?$/;

const optionalSlope = z.optional(
  z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(120),
        z.regex(slopePattern, 'Horizontal to one vertical, such as 2.5H:1V, optionally followed by a note'),
      ),
  ),
);

export const crossSectionSchema = z
  .object({
    crossSectionID: z.uuid(),
    facilityID: z.uuid(),
    /** The assets above it, site first: where it sits, named. */
    ancestors: ancestorsSchema,
    code: z.string(),
    name: z.string(),
    description: z.string(),
    chainageM: z.nullable(z.number()),
    crestElevationMasl: z.nullable(z.number()),
    heightM: z.nullable(z.number()),
    upstreamSlope: z.nullable(z.string()),
    downstreamSlope: z.nullable(z.string()),
    foundation: z.nullable(z.string()),
    materials: z.nullable(z.string()),
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'CrossSection' });
export type CrossSection = z.infer<typeof crossSectionSchema>;

const crossSectionFields = {
  facilityID: z.uuid(),
  ...assetNameInputFields,
  chainageM: optionalNumber(0, 1_000_000),
  crestElevationMasl: optionalNumber(-500, 9000),
  heightM: optionalNumber(0, 500),
  upstreamSlope: optionalSlope,
  downstreamSlope: optionalSlope,
  foundation: optionalText(2000),
  materials: optionalText(2000),
};

const crossSectionInputs = writeSchemas(crossSectionSchema, crossSectionFields);

export const createCrossSectionInputSchema = crossSectionInputs.create;
export type CreateCrossSectionInput = z.infer<typeof createCrossSectionInputSchema>;

export const updateCrossSectionInputSchema = crossSectionInputs.update;
export type UpdateCrossSectionInput = z.infer<typeof updateCrossSectionInputSchema>;

export const crossSectionListResponseSchema = listEnvelope(crossSectionSchema);
export const crossSectionParamsSchema = z.object({ crossSectionID: z.uuid() });
