/**
 * Consequence ratings of a cross-section (CONTRACT §9 "Assets", DOMAIN.md): a class per GISTM
 * category with the evidence; the overall class is the highest category. Ratings are history: a
 * re-rating is a new record.
 */
import * as z from 'zod/mini';
import { consequenceCategories, consequenceClasses, type ConsequenceCategory } from '../common/assets';
import { listEnvelope } from '../common/list-query';

const classSchema = z.enum(consequenceClasses);

export const ratingCategoriesSchema = z.object(
  Object.fromEntries(consequenceCategories.map((category) => [category, classSchema])) as Record<
    ConsequenceCategory,
    typeof classSchema
  >,
);

export const consequenceRatingSchema = z
  .object({
    ratingID: z.uuid(),
    crossSectionID: z.uuid(),
    categories: ratingCategoriesSchema,
    overallClass: classSchema,
    populationAtRiskCount: z.nullable(z.int()),
    potentialLossOfLifeEstimate: z.nullable(z.int()),
    rationale: z.string(),
    evidenceDocumentIDs: z.array(z.uuid()),
    ratedBy: z.nullable(z.object({ userID: z.uuid(), name: z.string() })),
    ratedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'ConsequenceRating' });
export type ConsequenceRating = z.infer<typeof consequenceRatingSchema>;

export const createConsequenceRatingInputSchema = z
  .object({
    categories: ratingCategoriesSchema,
    populationAtRiskCount: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(100_000_000)))),
    potentialLossOfLifeEstimate: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(100_000_000)))),
    rationale: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
    evidenceDocumentIDs: z.optional(z.array(z.uuid()).check(z.maxLength(20))),
  })
  .register(z.globalRegistry, { id: 'CreateConsequenceRatingInput' });
export type CreateConsequenceRatingInput = z.infer<typeof createConsequenceRatingInputSchema>;

/** Every rating of the cross-section, newest (the current one) first. */
export const consequenceRatingListResponseSchema = listEnvelope(consequenceRatingSchema);
export const crossSectionRatingsParamsSchema = z.object({ crossSectionID: z.uuid() });
export const ratingParamsSchema = z.object({ crossSectionID: z.uuid(), ratingID: z.uuid() });
