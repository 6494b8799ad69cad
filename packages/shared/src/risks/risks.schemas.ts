import * as z from 'zod/mini';
import { assetTypeSchema } from '../common/common.schemas';
import { listEnvelope, listQuerySchema, sortValues, type SortValue } from '../common/list-query';

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

export * from './risk-enums';

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

/** `true` / `false` in a query string. */
const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);
const ratingParam = z.coerce.number().check(z.int(), z.gte(1), z.lte(4));

export const riskSortFields = ['code', 'title', 'inherentRiskRating', 'status', 'createdAt', 'updatedAt'] as const;
type RiskSortValue = SortValue<(typeof riskSortFields)[number]>;

/** The filters of CONTRACT §9 "Risks", shared by the paged list and the register summary. */
const riskFilters = {
  status: z.optional(z.enum(riskStatuses)),
  rating: z.optional(ratingParam),
  residualRating: z.optional(ratingParam),
  failureMode: z.optional(z.enum(failureModes)),
  /** Has at least one critical control. */
  critical: z.optional(booleanParam),
  assetType: z.optional(assetTypeSchema),
  assetId: z.optional(z.uuid()),
};

const assetGoesWithItsType = z.refine<{ assetType?: unknown; assetId?: unknown }>(
  (query) => (query.assetType === undefined) === (query.assetId === undefined),
  { path: ['assetId'], message: 'assetType and assetId go together' },
);

export const riskListQuerySchema = listQuerySchema({
  sortFields: riskSortFields,
  defaultSort: 'code',
  filters: riskFilters,
}).check(assetGoesWithItsType);
export type RiskListQuery = z.infer<typeof riskListQuerySchema>;

/** What the list, the summary and their cache keys filter and sort by. */
export type RiskFilterQuery = Omit<RiskListQuery, 'limit' | 'cursor'>;

export const riskListResponseSchema = listEnvelope(riskSchema);

/**
 * `GET /api/risks/summary`: the whole register in one answer — each risk's ratings and how many
 * controls, critical controls and critical controls not in place it has. The controls themselves
 * are read with the risk (`GET /api/risks/{id}`) when a row unfolds.
 */
export const riskSummaryQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    sort: z._default(z.enum(sortValues(riskSortFields) as [RiskSortValue, ...RiskSortValue[]]), 'code'),
    ...riskFilters,
  })
  .check(assetGoesWithItsType);
export type RiskSummaryQuery = z.infer<typeof riskSummaryQuerySchema>;

export const riskSummarySchema = z.object({
  riskID: z.uuid(),
  code: z.string(),
  title: z.string(),
  status: z.enum(riskStatuses),
  failureMode: z.enum(failureModes),
  inherentRiskRating: ratingSchema,
  residualRiskRating: z.nullable(ratingSchema),
  controlCount: z.int(),
  criticalControlCount: z.int(),
  /** Critical controls whose status is anything but `in-place`: they do not protect yet. */
  criticalNotInPlaceCount: z.int(),
});
export type RiskSummary = z.infer<typeof riskSummarySchema>;

/** The list envelope with the whole register on one page: `nextCursor` is always null. */
export const riskSummaryResponseSchema = listEnvelope(riskSummarySchema);

export const controlSortFields = ['code', 'priority', 'status', 'createdAt', 'updatedAt'] as const;

export const controlListQuerySchema = listQuerySchema({
  sortFields: controlSortFields,
  defaultSort: 'code',
  filters: {
    status: z.optional(z.enum(controlStatuses)),
    critical: z.optional(booleanParam),
    priority: z.optional(z.enum(controlPriorities)),
    type: z.optional(z.enum(controlTypes)),
    proactiveOrReactive: z.optional(z.enum(controlTimings)),
  },
});
export type ControlListQuery = z.infer<typeof controlListQuerySchema>;

export const controlListResponseSchema = listEnvelope(controlSchema);

export const riskParamsSchema = z.object({ riskID: z.uuid() });
export const controlParamsSchema = z.object({ controlID: z.uuid() });
