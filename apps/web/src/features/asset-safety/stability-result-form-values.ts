/** The form adding a stability result, and the API input made from it (validated by the shared schema). */
import type { LoadCase } from '@freeboard/shared/common/assets';
import {
  createStabilityResultInputSchema,
  type CreateStabilityResultInput,
} from '@freeboard/shared/stability-results/stability-results.schemas';
import { zodValidate } from '../../lib/form-validation';
import { optionalNumber } from '../../lib/form-values';

export interface StabilityResultFormValues {
  loadCase: LoadCase | null;
  method: string;
  factorOfSafety: number | string;
  /** `YYYY-MM-DD`, as a date input holds it. */
  analysisDate: string;
  documentID: string | null;
}

export const stabilityResultFormFields = ['loadCase', 'method', 'factorOfSafety', 'analysisDate', 'documentID'];

export const emptyStabilityResultForm: StabilityResultFormValues = {
  loadCase: null,
  method: '',
  factorOfSafety: '',
  analysisDate: '',
  documentID: null,
};

/** Unfilled fields stay empty, so the shared schema reports them as required. */
export function stabilityResultInputOf(values: StabilityResultFormValues): CreateStabilityResultInput {
  return {
    loadCase: values.loadCase as LoadCase,
    method: values.method,
    factorOfSafety: optionalNumber(values.factorOfSafety) as number,
    analysisDate: values.analysisDate,
    documentID: values.documentID,
  };
}

const validateInput = zodValidate(createStabilityResultInputSchema);

export function validateStabilityResult(values: StabilityResultFormValues): Record<string, string> {
  return validateInput(stabilityResultInputOf(values));
}
