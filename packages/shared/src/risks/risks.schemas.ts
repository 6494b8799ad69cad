import { z } from 'zod';
import { assetTypeSchema } from '../common/common.schemas';

export const controlPriorities = ['P1', 'P2', 'P3', 'P4'] as const;
export const controlStatuses = ['in-place', 'planned', 'not-in-place'] as const;
export const controlTypes = ['control', 'data-collection'] as const;
export const controlNatures = ['act', 'object', 'system'] as const;
export const riskStatuses = ['open', 'treated', 'accepted', 'closed'] as const;
export const failureModes = [
  'overtopping',
  'internal_erosion',
  'static_liquefaction',
  'seismic_liquefaction',
  'slope_instability',
  'foundation_failure',
  'seepage',
  'other',
] as const;
export const verificationResults = ['effective', 'partially_effective', 'not_effective'] as const;

const ratingSchema = z.number().int().min(1).max(4);

export const controlSchema = z
  .object({
    controlID: z.uuid(),
    code: z.string(),
    description: z.string(),
    priority: z.enum(controlPriorities),
    proactiveOrReactive: z.enum(['proactive', 'reactive']),
    critical: z.boolean(),
    type: z.enum(controlTypes),
    status: z.enum(controlStatuses),
    dueDate: z.string().nullable(),
    owner: z.string().nullable(),
    nature: z.enum(controlNatures).nullable(),
    performanceStandard: z.string().nullable(),
    verificationFrequency: z.string().nullable(),
    lastVerifiedAt: z.string().nullable(),
    lastVerificationResult: z.enum(verificationResults).nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Control' });
export type Control = z.infer<typeof controlSchema>;

export const riskSchema = z
  .object({
    riskID: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    failureMode: z.enum(failureModes),
    assetType: assetTypeSchema.nullable(),
    assetID: z.uuid().nullable(),
    cause: z.string().nullable(),
    consequence: z.string().nullable(),
    materialUnwantedEvent: z.boolean(),
    inherentLikelihood: z.number().int().min(1).max(5),
    inherentConsequence: z.number().int().min(1).max(5),
    inherentRiskRating: ratingSchema,
    residualLikelihood: z.number().int().min(1).max(5).nullable(),
    residualConsequence: z.number().int().min(1).max(5).nullable(),
    residualRiskRating: ratingSchema.nullable(),
    owner: z.string().nullable(),
    status: z.enum(riskStatuses),
    nextReviewDate: z.string().nullable(),
    controls: z.array(controlSchema),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Risk' });
export type Risk = z.infer<typeof riskSchema>;

export const riskListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  cursor: z.string().max(200).optional(),
});
export type RiskListQuery = z.infer<typeof riskListQuerySchema>;

export const riskListResponseSchema = z.object({
  data: z.array(riskSchema),
  meta: z.object({ total: z.number().int(), nextCursor: z.string().nullable() }),
});

export const controlListResponseSchema = z.object({
  data: z.array(controlSchema),
  meta: z.object({ total: z.number().int(), nextCursor: z.string().nullable() }),
});

export const riskParamsSchema = z.object({ riskID: z.uuid() });
