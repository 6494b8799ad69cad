/**
 * The criteria form holds what is set at this element: a number overrides the value inherited from
 * above, an empty field inherits. Every key is sent, empty ones as `null`, so clearing a value set
 * here makes it inherit again (and an empty key that was never set here changes nothing).
 */
import { criterionKeys, type AssetType, type CriterionKey } from '@freeboard/shared/common/assets';
import {
  putCriteriaInputSchema,
  type DesignCriteria,
  type EffectiveCriterion,
  type PutCriteriaInput,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { zodValidate } from '../../lib/form-validation';
import { optionalNumber } from '../../lib/form-values';

export interface CriteriaFormValues {
  values: Record<CriterionKey, number | string>;
}

/** The form's fields by the names the API's problems use (`values.<key>`). */
export const criteriaFormFields = criterionKeys.map((key) => `values.${key}`);

export function isSetHere(criterion: EffectiveCriterion, assetType: AssetType, assetID: string): boolean {
  return criterion.source.level === assetType && criterion.source.assetID === assetID;
}

export function criteriaFormValuesOf(criteria: DesignCriteria, assetType: AssetType, assetID: string) {
  const values = Object.fromEntries(criterionKeys.map((key) => [key, ''])) as CriteriaFormValues['values'];
  for (const criterion of criteria.criteria) {
    if (isSetHere(criterion, assetType, assetID) && criterion.value !== null) values[criterion.key] = criterion.value;
  }
  return { values };
}

export function putCriteriaInputOf(form: CriteriaFormValues, version: number): PutCriteriaInput {
  const values = Object.fromEntries(criterionKeys.map((key) => [key, optionalNumber(form.values[key])]));
  return { values, version };
}

const validatePut = zodValidate(putCriteriaInputSchema);

export function validateCriteria(form: CriteriaFormValues): Record<string, string> {
  // The version is the form's own business, not a field: any valid one checks the values.
  return validatePut(putCriteriaInputOf(form, 0));
}
