/** Risks (CONTRACT §9 "Risks, controls, actions"): the record, its writes, the register summary and the heat map. */
import * as z from 'zod/mini';
import { assetRefSchema } from '../common/asset-ref.schemas';
import { assetTypes } from '../common/assets';
import { isoDateSchema } from '../common/common.schemas';
import { assetGoesWithItsType, listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { optionalText } from '../common/record-fields';
import { controlSchema } from './controls.schemas';
import { failureModes, riskStatuses } from './risk-enums';
import { riskFilters } from './risk-list-query';

export * from './risk-enums';
export * from './controls.schemas';
export {
  riskListQuerySchema,
  riskSortFields,
  riskSummaryPageLimit,
  riskSummaryPageQuerySchema,
  riskSummaryQuerySchema,
  type RiskFilterQuery,
  type RiskListQuery,
  type RiskSummaryPageQuery,
  type RiskSummaryQuery,
} from './risk-list-query';

const ratingSchema = z.int().check(z.gte(1), z.lte(4));
const levelSchema = z.int().check(z.gte(1), z.lte(5));

/**
 * Why the residual rating a risk's controls support is what it is, one line per control that
 * counts for or against it. `reasons` words them in English for any client; the web app words
 * `details` in the reader's language.
 */
export const suggestionReasonKinds = [
  /** No control is linked: nothing lowers the inherent rating. */
  'no_controls',
  /** A critical control does not work as far as anyone can show: the residual stays at the inherent rating. */
  'critical_failing',
  /** A proactive control that works: one level less likely. */
  'credited_likelihood',
  /** A reactive control that works: one level less severe. */
  'credited_consequence',
  /** A control that is not critical and does not count (see `why`). */
  'not_credited',
] as const;
export type SuggestionReasonKind = (typeof suggestionReasonKinds)[number];

/** What keeps a control from counting. */
export const notCreditedReasons = [
  'not_in_place',
  'never_verified',
  'verification_overdue',
  'not_effective',
  'partially_effective',
] as const;
export type NotCreditedReason = (typeof notCreditedReasons)[number];

export const suggestionDetailSchema = z.object({
  kind: z.enum(suggestionReasonKinds),
  controlID: z.nullable(z.uuid()),
  controlCode: z.nullable(z.string()),
  why: z.nullable(z.enum(notCreditedReasons)),
});
export type SuggestionDetail = z.infer<typeof suggestionDetailSchema>;

export const residualSuggestionSchema = z.object({
  rating: ratingSchema,
  likelihood: levelSchema,
  consequence: levelSchema,
  reasons: z.array(z.string()),
  details: z.array(suggestionDetailSchema),
  /** Whether the residual rating a person chose is the one the controls support; null while none is chosen. */
  agreesWithChosen: z.nullable(z.boolean()),
});
export type ResidualSuggestion = z.infer<typeof residualSuggestionSchema>;

export const riskSchema = z
  .object({
    riskID: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    failureMode: z.enum(failureModes),
    assetType: z.nullable(z.enum(assetTypes)),
    assetID: z.nullable(z.uuid()),
    /** The asset it is about, named. */
    asset: z.nullable(assetRefSchema),
    cause: z.nullable(z.string()),
    consequence: z.nullable(z.string()),
    materialUnwantedEvent: z.boolean(),
    inherentLikelihood: levelSchema,
    inherentConsequence: levelSchema,
    inherentRiskRating: ratingSchema,
    residualLikelihood: z.nullable(levelSchema),
    residualConsequence: z.nullable(levelSchema),
    residualRiskRating: z.nullable(ratingSchema),
    ownerID: z.nullable(z.uuid()),
    ownerName: z.nullable(z.string()),
    status: z.enum(riskStatuses),
    nextReviewDate: z.nullable(z.string()),
    controls: z.array(controlSchema),
    controlIDs: z.array(z.uuid()),
    residualSuggestion: residualSuggestionSchema,
    openActionCount: z.int(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Risk' });
export type Risk = z.infer<typeof riskSchema>;

/** The controls a risk is linked to, in the order given: each at most once, at most 50. */
export const controlIDsSchema = z.array(z.uuid()).check(
  z.maxLength(50),
  z.refine((ids: string[]) => new Set(ids).size === ids.length, { message: 'A control is named twice' }),
);

const riskFields = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  failureMode: z.enum(failureModes),
  assetType: z.optional(z.nullable(z.enum(assetTypes))),
  assetID: z.optional(z.nullable(z.uuid())),
  cause: optionalText(2000),
  consequence: optionalText(2000),
  materialUnwantedEvent: z.boolean(),
  inherentLikelihood: levelSchema,
  inherentConsequence: levelSchema,
  residualLikelihood: z.optional(z.nullable(levelSchema)),
  residualConsequence: z.optional(z.nullable(levelSchema)),
  ownerID: z.optional(z.nullable(z.uuid())),
  status: z.enum(riskStatuses),
  nextReviewDate: z.optional(z.nullable(isoDateSchema)),
  controlIDs: controlIDsSchema,
};

type Pairs = {
  assetType?: unknown;
  assetID?: unknown;
  residualLikelihood?: unknown;
  residualConsequence?: unknown;
};
/** Two fields given together, or not at all; null together, or neither. */
const together = (first: keyof Pairs, second: keyof Pairs, message: string) =>
  z.refine<Pairs>(
    (input) =>
      (input[first] === undefined) === (input[second] === undefined) &&
      (input[first] === null) === (input[second] === null),
    { path: [second], message },
  );
const assetTogether = together('assetType', 'assetID', 'Give the asset type and the asset together');
const residualTogether = together(
  'residualLikelihood',
  'residualConsequence',
  'Give the residual likelihood and consequence together',
);

const riskInputs = writeSchemas(riskSchema, riskFields, {
  defaults: { materialUnwantedEvent: false, status: 'open', controlIDs: [] },
  checks: [assetTogether, residualTogether],
});

export const createRiskInputSchema = riskInputs.create;
export type CreateRiskInput = z.input<typeof createRiskInputSchema>;

export const updateRiskInputSchema = riskInputs.update;
export type UpdateRiskInput = z.input<typeof updateRiskInputSchema>;

export const riskListResponseSchema = listEnvelope(riskSchema);
export const riskParamsSchema = z.object({ riskID: z.uuid() });

/**
 * `GET /api/risks/summary`: the whole register in one answer — each risk's ratings, the asset it is
 * about, its owner and how many controls, critical controls and critical controls not in place it
 * has. The controls themselves are read with the risk (`GET /api/risks/{id}`) when a row unfolds.
 */
export const riskSummarySchema = z.object({
  riskID: z.uuid(),
  code: z.string(),
  title: z.string(),
  status: z.enum(riskStatuses),
  failureMode: z.enum(failureModes),
  asset: z.nullable(assetRefSchema),
  ownerID: z.nullable(z.uuid()),
  ownerName: z.nullable(z.string()),
  inherentLikelihood: levelSchema,
  inherentConsequence: levelSchema,
  inherentRiskRating: ratingSchema,
  residualRiskRating: z.nullable(ratingSchema),
  controlCount: z.int(),
  criticalControlCount: z.int(),
  /** Critical controls whose status is anything but `in-place`: they do not protect yet. */
  criticalNotInPlaceCount: z.int(),
});
export type RiskSummary = z.infer<typeof riskSummarySchema>;

/** The list envelope: `meta.total` counts the whole filtered register, `nextCursor` the next page. */
export const riskSummaryResponseSchema = listEnvelope(riskSummarySchema);

/**
 * `GET /api/risks/heat-map`: how many of the filtered risks sit in each cell of likelihood ×
 * consequence, inherent and residual (`cells[l - 1][c - 1]`).
 */
export const riskHeatMapSchema = z.object({
  data: z.object({
    inherent: z.array(z.array(z.int())),
    residual: z.array(z.array(z.int())),
    total: z.int(),
  }),
});
export type RiskHeatMap = z.infer<typeof riskHeatMapSchema>['data'];

/** `GET /api/risks/export`: the list's filters and the file's format. */
export const riskExportQuerySchema = z
  .object({
    format: z._default(z.enum(['xlsx', 'csv']), 'xlsx'),
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    ...riskFilters,
  })
  .check(assetGoesWithItsType);
export type RiskExportQuery = z.infer<typeof riskExportQuerySchema>;

export const riskImportQuerySchema = z.object({
  dryRun: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
    false,
  ),
});

/** One problem of an imported row: its row in the file (the header is row 1), its column, what is wrong. */
export const importRowErrorSchema = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * What an import did, or (a dry run, or a file with errors) would have done: a file with any error
 * imports nothing. `errors` lists the first 1,000; `errorCount` counts them all.
 */
export const riskImportResultSchema = z.object({
  data: z.object({
    dryRun: z.boolean(),
    imported: z.boolean(),
    created: z.int(),
    updated: z.int(),
    unchanged: z.int(),
    errors: z.array(importRowErrorSchema),
    errorCount: z.int(),
  }),
});
export type RiskImportResult = z.infer<typeof riskImportResultSchema>['data'];
