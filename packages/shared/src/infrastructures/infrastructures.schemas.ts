import * as z from 'zod/mini';
import { ancestorsSchema } from '../common/asset-ref.schemas';
import { consequenceClasses, infrastructureTypes } from '../common/assets';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { assetNameInputFields, optionalText } from '../common/record-fields';

export {
  infrastructureListQuerySchema,
  infrastructureSortFields,
  type InfrastructureListQuery,
} from './infrastructure-list-query';
export { codeSchema } from '../common/code-schema';

export { infrastructureTypes } from '../common/assets';
export type InfrastructureType = (typeof infrastructureTypes)[number];

export const infrastructureSchema = z
  .object({
    infrastructureID: z.uuid(),
    siteID: z.uuid(),
    /** The assets above it, site first: where it sits, named. */
    ancestors: ancestorsSchema,
    code: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(infrastructureTypes),
    phase: z.nullable(z.string()),
    facilityCount: z.int(),
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Infrastructure' });
export type Infrastructure = z.infer<typeof infrastructureSchema>;

const infrastructureFields = {
  siteID: z.uuid(),
  ...assetNameInputFields,
  type: z.enum(infrastructureTypes),
  phase: optionalText(200),
};

const infrastructureInputs = writeSchemas(infrastructureSchema, infrastructureFields);

export const createInfrastructureInputSchema = infrastructureInputs.create;
export type CreateInfrastructureInput = z.infer<typeof createInfrastructureInputSchema>;

export const updateInfrastructureInputSchema = infrastructureInputs.update;
export type UpdateInfrastructureInput = z.infer<typeof updateInfrastructureInputSchema>;

export const infrastructureListResponseSchema = listEnvelope(infrastructureSchema);
export const infrastructureParamsSchema = z.object({ infrastructureID: z.uuid() });
