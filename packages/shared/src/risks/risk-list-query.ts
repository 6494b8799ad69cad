/**
 * The risks list query (CONTRACT §9 "Risks"), apart from the registered schemas of
 * `risks.schemas.ts`: the web app validates its search parameters with it at start-up.
 */
import * as z from 'zod/mini';
import { assetTypes } from '../common/assets';
import { assetGoesWithItsType, booleanParam, listQuerySchema, sortValues, type SortValue } from '../common/list-query';
import { failureModes, riskStatuses } from './risk-enums';

const ratingParam = z.coerce.number().check(z.int(), z.gte(1), z.lte(4));
const levelParam = z.coerce.number().check(z.int(), z.gte(1), z.lte(5));

export const riskSortFields = ['code', 'title', 'inherentRiskRating', 'status', 'createdAt', 'updatedAt'] as const;
type RiskSortValue = SortValue<(typeof riskSortFields)[number]>;

/** The filters of CONTRACT §9 "Risks", shared by the paged list, the register summary, the heat map and the export. */
export const riskFilters = {
  status: z.optional(z.enum(riskStatuses)),
  rating: z.optional(ratingParam),
  residualRating: z.optional(ratingParam),
  failureMode: z.optional(z.enum(failureModes)),
  /** Has at least one critical control. */
  critical: z.optional(booleanParam),
  ownerID: z.optional(z.uuid()),
  assetType: z.optional(z.enum(assetTypes)),
  assetId: z.optional(z.uuid()),
  /** A cell of the heat map: the inherent likelihood and consequence. */
  likelihood: z.optional(levelParam),
  consequence: z.optional(levelParam),
};

export const riskListQuerySchema = listQuerySchema({
  sortFields: riskSortFields,
  defaultSort: 'code',
  filters: riskFilters,
}).check(assetGoesWithItsType);
export type RiskListQuery = z.infer<typeof riskListQuerySchema>;

/** What the list, the summary and their cache keys filter and sort by. */
export type RiskFilterQuery = Omit<RiskListQuery, 'limit' | 'cursor'>;

const riskSummaryFields = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(sortValues(riskSortFields) as [RiskSortValue, ...RiskSortValue[]]), 'code'),
  ...riskFilters,
};

/** The heat map and the export: the whole filtered register, in the list's order. */
export const riskSummaryQuerySchema = z.object(riskSummaryFields).check(assetGoesWithItsType);
export type RiskSummaryQuery = z.infer<typeof riskSummaryQuerySchema>;

/**
 * Rows of a page of `GET /api/risks/summary`. A summary row is a tenth of a list row (no controls),
 * so its pages are larger; the list view asks for the next page as it scrolls.
 */
export const riskSummaryPageLimit = { min: 1, max: 1000, default: 200 } as const;

/** `GET /api/risks/summary`: the filtered register in the list's order, a page at a time. */
export const riskSummaryPageQuerySchema = z
  .object({
    ...riskSummaryFields,
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(riskSummaryPageLimit.min), z.lte(riskSummaryPageLimit.max)),
      riskSummaryPageLimit.default,
    ),
    cursor: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(assetGoesWithItsType);
export type RiskSummaryPageQuery = z.infer<typeof riskSummaryPageQuerySchema>;
