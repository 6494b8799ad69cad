/**
 * Stability results of a cross-section (CONTRACT §9 "Assets"): each judged against the minimum factor
 * of safety in effect now for its load case, so changing a criterion re-judges stored results.
 */
import * as z from 'zod/mini';
import { loadCases, type CriterionKey, type LoadCase } from '../common/assets';
import { isoDateSchema } from '../common/common.schemas';
import { listEnvelope } from '../common/list-query';

/** The design criterion that sets the minimum factor of safety of each load case. */
export const minimumFactorOfSafetyKey = {
  end_of_construction: 'minFosEndOfConstruction',
  long_term_static: 'minFosLongTermStatic',
  rapid_drawdown: 'minFosRapidDrawdown',
  pseudo_static: 'minFosPseudoStatic',
  post_earthquake: 'minFosPostEarthquake',
} as const satisfies Record<LoadCase, CriterionKey>;

export const stabilityResultSchema = z
  .object({
    resultID: z.uuid(),
    crossSectionID: z.uuid(),
    loadCase: z.enum(loadCases),
    method: z.string(),
    factorOfSafety: z.number(),
    analysisDate: z.string(),
    documentID: z.nullable(z.uuid()),
    /** Null while no criterion sets a minimum for the load case. */
    minimumFactorOfSafety: z.nullable(z.number()),
    /** `factorOfSafety >= minimumFactorOfSafety`; null without a minimum. */
    passes: z.nullable(z.boolean()),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'StabilityResult' });
export type StabilityResult = z.infer<typeof stabilityResultSchema>;

export const createStabilityResultInputSchema = z
  .object({
    loadCase: z.enum(loadCases),
    method: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    factorOfSafety: z.number().check(
      z.gt(0),
      z.lte(100),
      z.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
        message: 'At most three decimals',
      }),
    ),
    analysisDate: isoDateSchema,
    documentID: z.optional(z.nullable(z.uuid())),
  })
  .register(z.globalRegistry, { id: 'CreateStabilityResultInput' });
export type CreateStabilityResultInput = z.infer<typeof createStabilityResultInputSchema>;

/** Newest analysis first. */
export const stabilityResultListResponseSchema = listEnvelope(stabilityResultSchema);
export const crossSectionResultsParamsSchema = z.object({ crossSectionID: z.uuid() });
export const stabilityResultParamsSchema = z.object({ crossSectionID: z.uuid(), resultID: z.uuid() });
