/** The tenant's risk matrix: the default 5 × 5 that a tenant starts with, its schema, and the lookup that rates a risk. */
import * as z from 'zod/mini';

/** The matrix is 5 × 5: likelihood 1 (rare) to 5 (almost certain), consequence 1 (minor) to 5 (catastrophic). */
export const matrixSize = 5;

/**
 * Cells are ratings 1 Low, 2 Medium, 3 High, 4 Critical. The matrix leans towards consequence: a
 * catastrophic outcome is at least Medium however rare, because a tailings dam failure is a
 * low-probability, high-consequence event that must never be rated away.
 */
export const defaultRiskMatrix: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 2],
  [1, 1, 2, 2, 3],
  [1, 2, 2, 3, 4],
  [2, 2, 3, 4, 4],
  [2, 3, 4, 4, 4],
];

/**
 * The levels' names a new tenant starts with, in its default language. They are the tenant's own
 * words from then on (a tenant admin renames them), so they are stored, not translated.
 */
export const defaultLevelLabels = {
  en: {
    likelihood: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
    consequence: ['Minor', 'Moderate', 'Major', 'Severe', 'Catastrophic'],
  },
  es: {
    likelihood: ['Raro', 'Improbable', 'Posible', 'Probable', 'Casi seguro'],
    consequence: ['Menor', 'Moderada', 'Mayor', 'Grave', 'Catastrófica'],
  },
} as const;

/** The rating of `likelihood` × `consequence` (each 1–5) in `matrix`. */
export function rateRisk(matrix: readonly (readonly number[])[], likelihood: number, consequence: number): number {
  const rating = matrix[likelihood - 1]?.[consequence - 1];
  if (rating === undefined) {
    throw new RangeError(`No rating for likelihood ${likelihood} and consequence ${consequence}`);
  }
  return rating;
}

const levelLabel = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const levelLabels = z.array(levelLabel).check(z.length(matrixSize));
const ratingCell = z.int().check(z.gte(1), z.lte(4));
const matrixCells = z.array(z.array(ratingCell).check(z.length(matrixSize))).check(z.length(matrixSize));

/** `GET /api/settings/risk-matrix`: `cells[l - 1][c - 1]` is the rating of likelihood `l` and consequence `c`. */
export const riskMatrixSchema = z
  .object({
    likelihoodLevels: levelLabels,
    consequenceLevels: levelLabels,
    cells: matrixCells,
    version: z.int(),
    updatedAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'RiskMatrix' });
export type RiskMatrix = z.infer<typeof riskMatrixSchema>;

/** `PUT /api/settings/risk-matrix`: the whole matrix, at the version it was read at. */
export const riskMatrixInputSchema = z
  .object({
    likelihoodLevels: levelLabels,
    consequenceLevels: levelLabels,
    cells: matrixCells,
    version: z.int().check(z.gte(1)),
  })
  .register(z.globalRegistry, { id: 'RiskMatrixChange' });
export type RiskMatrixInput = z.infer<typeof riskMatrixInputSchema>;

/** `POST /api/settings/risk-matrix/preview`: what saving these cells would change. */
export const riskMatrixPreviewInputSchema = z.object({ cells: matrixCells });

const ratingChange = z.object({ before: z.nullable(ratingCell), after: z.nullable(ratingCell) });

export const rerateSchema = z.object({
  riskID: z.uuid(),
  code: z.string(),
  title: z.string(),
  inherentRiskRating: ratingChange,
  residualRiskRating: ratingChange,
});
export type Rerate = z.infer<typeof rerateSchema>;

/** The risks whose rating would change (the first 100 of them, by code), and how many in all. */
export const riskMatrixPreviewSchema = z.object({
  data: z.object({ changedRisks: z.int(), changes: z.array(rerateSchema) }),
});
export type RiskMatrixPreview = z.infer<typeof riskMatrixPreviewSchema>['data'];
