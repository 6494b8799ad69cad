/**
 * Design criteria (CONTRACT §9 "Assets", DOMAIN.md): values set at any level of the asset tree; the
 * effective value of each is the nearest one up the tree, else the tenant default for the element's
 * consequence class.
 */
import * as z from 'zod/mini';
import { consequenceClasses, criteriaLevels, criterionKeys, type CriterionKey } from '../common/assets';
import { dataEnvelope } from '../common/common.schemas';

/** Return periods in years (1/AEP), metres, or a factor of safety (a ratio). */
export const criterionUnits = {
  floodAepOperation: 'years',
  floodAepClosure: 'years',
  seismicAepOperation: 'years',
  seismicAepClosure: 'years',
  minFreeboardM: 'm',
  minFosEndOfConstruction: 'ratio',
  minFosLongTermStatic: 'ratio',
  minFosRapidDrawdown: 'ratio',
  minFosPseudoStatic: 'ratio',
  minFosPostEarthquake: 'ratio',
} as const satisfies Record<CriterionKey, 'years' | 'm' | 'ratio'>;
export type CriterionUnit = (typeof criterionUnits)[CriterionKey];

/** The values set at one element (or a tenant's defaults for a class); an absent key is not set there. */
export type CriteriaValues = Partial<Record<CriterionKey, number>>;

/** What a value may be, by unit: a whole return period, a freeboard, a factor of safety. */
const valueSchemas = {
  years: z.int().check(z.gte(1), z.lte(1_000_000)),
  m: z.number().check(z.gte(0), z.lte(100)),
  ratio: z.number().check(z.gte(0.5), z.lte(10)),
};

/** A tenant's defaults for one consequence class: the criteria it sets, each within its unit's range. */
export const criteriaValuesSchema = z.strictObject(
  Object.fromEntries(criterionKeys.map((key) => [key, z.optional(valueSchemas[criterionUnits[key]])])) as Record<
    CriterionKey,
    z.ZodMiniOptional<z.ZodMiniNumber<number>>
  >,
);

export const effectiveCriterionSchema = z.object({
  key: z.enum(criterionKeys),
  /** Null where nothing up the tree sets it and the tenant has no default for the class. */
  value: z.nullable(z.number()),
  unit: z.enum(['years', 'm', 'ratio']),
  source: z.object({
    level: z.enum(criteriaLevels),
    /** The element that sets it; null for a tenant default. */
    assetID: z.nullable(z.uuid()),
  }),
});
export type EffectiveCriterion = z.infer<typeof effectiveCriterionSchema>;

export const criteriaSchema = z
  .object({
    criteria: z.array(effectiveCriterionSchema),
    /** The class whose tenant defaults apply: the element's own (for a cross-section not yet rated, its facility's). */
    consequenceClass: z.nullable(z.enum(consequenceClasses)),
    /** Of the values set at this element; 0 while none has ever been set here. */
    version: z.int(),
  })
  .register(z.globalRegistry, { id: 'DesignCriteria' });
export type DesignCriteria = z.infer<typeof criteriaSchema>;
export const criteriaResponseSchema = dataEnvelope(criteriaSchema);

export const putCriteriaInputSchema = z
  .object({
    /** A number sets the value at this element; null clears it, so it is inherited again. */
    values: z.strictObject(
      Object.fromEntries(
        criterionKeys.map((key) => [key, z.optional(z.nullable(valueSchemas[criterionUnits[key]]))]),
      ) as Record<CriterionKey, z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniNumber<number>>>>,
    ),
    version: z.int().check(z.gte(0)),
  })
  .register(z.globalRegistry, { id: 'PutDesignCriteriaInput' });
export type PutCriteriaInput = z.infer<typeof putCriteriaInputSchema>;
