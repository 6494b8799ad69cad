/** The default 5 × 5 risk matrix that new tenants start with, and the lookup that rates a risk. */

/**
 * Rows are likelihood 1 (rare) to 5 (almost certain), columns consequence 1 (minor) to 5
 * (catastrophic); cells are ratings 1 Low, 2 Medium, 3 High, 4 Critical. The matrix leans towards
 * consequence: a catastrophic outcome is at least Medium however rare, because a tailings dam
 * failure is a low-probability, high-consequence event that must never be rated away.
 */
export const defaultRiskMatrix: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 2],
  [1, 1, 2, 2, 3],
  [1, 2, 2, 3, 4],
  [2, 2, 3, 4, 4],
  [2, 3, 4, 4, 4],
];

/** The rating of `likelihood` × `consequence` (each 1–5) in `matrix`. */
export function rateRisk(matrix: readonly (readonly number[])[], likelihood: number, consequence: number): number {
  const rating = matrix[likelihood - 1]?.[consequence - 1];
  if (rating === undefined) {
    throw new RangeError(`No rating for likelihood ${likelihood} and consequence ${consequence}`);
  }
  return rating;
}
