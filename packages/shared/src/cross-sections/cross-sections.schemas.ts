import * as z from 'zod/mini';
import { ancestorsSchema } from '../common/asset-ref.schemas';
import { consequenceClasses } from '../common/assets';
import { codeSchema } from '../common/code-schema';
import { listEnvelope } from '../common/list-query';
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

export const createCrossSectionInputSchema = z
  .object({ ...crossSectionFields, code: z.optional(codeSchema) })
  .register(z.globalRegistry, { id: 'CreateCrossSectionInput' });
export type CreateCrossSectionInput = z.infer<typeof createCrossSectionInputSchema>;

export const updateCrossSectionInputSchema = z
  .object({
    code: z.optional(codeSchema),
    facilityID: z.optional(crossSectionFields.facilityID),
    name: z.optional(crossSectionFields.name),
    description: crossSectionFields.description,
    chainageM: crossSectionFields.chainageM,
    crestElevationMasl: crossSectionFields.crestElevationMasl,
    heightM: crossSectionFields.heightM,
    upstreamSlope: crossSectionFields.upstreamSlope,
    downstreamSlope: crossSectionFields.downstreamSlope,
    foundation: crossSectionFields.foundation,
    materials: crossSectionFields.materials,
    version: z.int().check(z.gte(1)),
  })
  .register(z.globalRegistry, { id: 'UpdateCrossSectionInput' });
export type UpdateCrossSectionInput = z.infer<typeof updateCrossSectionInputSchema>;

export const crossSectionListResponseSchema = listEnvelope(crossSectionSchema);
export const crossSectionParamsSchema = z.object({ crossSectionID: z.uuid() });
