import * as z from 'zod/mini';
import { assetTypeSchema } from '../common/common.schemas';

import {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTimings,
  controlTypes,
  failureModes,
  riskStatuses,
  verificationResults,
} from './risk-enums';

export {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTimings,
  controlTypes,
  failureModes,
  riskStatuses,
  verificationResults,
} from './risk-enums';

const ratingSchema = z.int().check(z.gte(1), z.lte(4));

export const controlSchema = z
  .object({
    controlID: z.uuid(),
    code: z.string(),
    description: z.string(),
    priority: z.enum(controlPriorities),
    proactiveOrReactive: z.enum(controlTimings),
    critical: z.boolean(),
    type: z.enum(controlTypes),
    status: z.enum(controlStatuses),
    dueDate: z.nullable(z.string()),
    owner: z.nullable(z.string()),
    nature: z.nullable(z.enum(controlNatures)),
    performanceStandard: z.nullable(z.string()),
    verificationFrequency: z.nullable(z.string()),
    lastVerifiedAt: z.nullable(z.string()),
    lastVerificationResult: z.nullable(z.enum(verificationResults)),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Control' });
export type Control = z.infer<typeof controlSchema>;

export const riskSchema = z
  .object({
    riskID: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    failureMode: z.enum(failureModes),
    assetType: z.nullable(assetTypeSchema),
    assetID: z.nullable(z.uuid()),
    cause: z.nullable(z.string()),
    consequence: z.nullable(z.string()),
    materialUnwantedEvent: z.boolean(),
    inherentLikelihood: z.int().check(z.gte(1), z.lte(5)),
    inherentConsequence: z.int().check(z.gte(1), z.lte(5)),
    inherentRiskRating: ratingSchema,
    residualLikelihood: z.nullable(z.int().check(z.gte(1), z.lte(5))),
    residualConsequence: z.nullable(z.int().check(z.gte(1), z.lte(5))),
    residualRiskRating: z.nullable(ratingSchema),
    owner: z.nullable(z.string()),
    status: z.enum(riskStatuses),
    nextReviewDate: z.nullable(z.string()),
    controls: z.array(controlSchema),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Risk' });
export type Risk = z.infer<typeof riskSchema>;

export const riskListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 200),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type RiskListQuery = z.infer<typeof riskListQuerySchema>;

export const riskListResponseSchema = z.object({
  data: z.array(riskSchema),
  meta: z.object({ total: z.int(), nextCursor: z.nullable(z.string()) }),
});

export const controlListResponseSchema = z.object({
  data: z.array(controlSchema),
  meta: z.object({ total: z.int(), nextCursor: z.nullable(z.string()) }),
});

export const riskParamsSchema = z.object({ riskID: z.uuid() });
