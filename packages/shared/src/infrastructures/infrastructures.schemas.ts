import * as z from 'zod/mini';
import { ancestorsSchema } from '../common/asset-ref.schemas';
import { consequenceClasses, infrastructureTypes } from '../common/assets';
import { codeSchema } from '../common/code-schema';
import { listEnvelope } from '../common/list-query';
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

export const createInfrastructureInputSchema = z
  .object({ ...infrastructureFields, code: z.optional(codeSchema) })
  .register(z.globalRegistry, { id: 'CreateInfrastructureInput' });
export type CreateInfrastructureInput = z.infer<typeof createInfrastructureInputSchema>;

export const updateInfrastructureInputSchema = z
  .object({
    code: z.optional(codeSchema),
    siteID: z.optional(infrastructureFields.siteID),
    name: z.optional(infrastructureFields.name),
    description: infrastructureFields.description,
    type: z.optional(infrastructureFields.type),
    phase: infrastructureFields.phase,
    version: z.int().check(z.gte(1)),
  })
  .register(z.globalRegistry, { id: 'UpdateInfrastructureInput' });
export type UpdateInfrastructureInput = z.infer<typeof updateInfrastructureInputSchema>;

export const infrastructureListResponseSchema = listEnvelope(infrastructureSchema);
export const infrastructureParamsSchema = z.object({ infrastructureID: z.uuid() });
