/**
 * The rating form: a class per GISTM category, the population at risk and loss-of-life estimate,
 * the rationale and the evidence. A re-rating starts from the current rating's classes and evidence,
 * since most re-ratings change one category; the rationale is always written anew.
 */
import {
  consequenceCategories,
  consequenceClassRank,
  type ConsequenceCategory,
  type ConsequenceClass,
} from '@freeboard/shared/common/assets';
import {
  createConsequenceRatingInputSchema,
  type ConsequenceRating,
  type CreateConsequenceRatingInput,
} from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { zodValidate } from '../../lib/form-validation';
import { numberField, optionalNumber } from '../../lib/form-values';

export interface RatingFormValues {
  categories: Record<ConsequenceCategory, ConsequenceClass | null>;
  populationAtRiskCount: number | string;
  potentialLossOfLifeEstimate: number | string;
  rationale: string;
  evidenceDocumentIDs: string[];
}

export const ratingFormFields = [
  ...consequenceCategories.map((category) => `categories.${category}`),
  'populationAtRiskCount',
  'potentialLossOfLifeEstimate',
  'rationale',
  'evidenceDocumentIDs',
];

export function ratingFormValuesOf(current: ConsequenceRating | undefined): RatingFormValues {
  const categories = Object.fromEntries(
    consequenceCategories.map((category) => [category, current?.categories[category] ?? null]),
  ) as RatingFormValues['categories'];
  return {
    categories,
    populationAtRiskCount: numberField(current?.populationAtRiskCount ?? null),
    potentialLossOfLifeEstimate: numberField(current?.potentialLossOfLifeEstimate ?? null),
    rationale: '',
    evidenceDocumentIDs: current?.evidenceDocumentIDs ?? [],
  };
}

/** The overall class so far: the highest category chosen (GISTM 4.1); null before any is. */
export function highestClass(categories: RatingFormValues['categories']): ConsequenceClass | null {
  let top: ConsequenceClass | null = null;
  for (const value of Object.values(categories)) {
    if (value !== null && (top === null || consequenceClassRank(value) > consequenceClassRank(top))) top = value;
  }
  return top;
}

/** An unchosen class stays null, so the shared schema reports the field as required. */
export function ratingInputOf(values: RatingFormValues): CreateConsequenceRatingInput {
  return {
    categories: values.categories as CreateConsequenceRatingInput['categories'],
    populationAtRiskCount: optionalNumber(values.populationAtRiskCount),
    potentialLossOfLifeEstimate: optionalNumber(values.potentialLossOfLifeEstimate),
    rationale: values.rationale,
    evidenceDocumentIDs: values.evidenceDocumentIDs,
  };
}

const validateInput = zodValidate(createConsequenceRatingInputSchema);

export function validateRating(values: RatingFormValues): Record<string, string> {
  return validateInput(ratingInputOf(values));
}
