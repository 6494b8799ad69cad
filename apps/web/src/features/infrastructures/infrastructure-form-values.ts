/**
 * The infrastructure form's values as the inputs hold them, and the API inputs made from them:
 * empty optional text is `null`, an empty code is left for the server to assign. Both forms check
 * the input they would send with the shared schema, so the rules are the API's.
 */
import {
  createInfrastructureInputSchema,
  updateInfrastructureInputSchema,
  type Infrastructure,
  type InfrastructureType,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { optionalText } from '../../lib/form-values';
import { recordFormModel } from '../../lib/record-form-model';

export interface InfrastructureFormValues {
  code: string;
  name: string;
  siteID: string | null;
  type: InfrastructureType | null;
  phase: string;
  description: string;
}

export const infrastructureFormFields = [
  'code',
  'name',
  'siteID',
  'type',
  'phase',
  'description',
] as const satisfies readonly (keyof InfrastructureFormValues)[];

/** A new infrastructure's form, with its site when the page was opened from one. */
export function emptyInfrastructureForm(siteID: string | null = null): InfrastructureFormValues {
  return { code: '', name: '', siteID, type: null, phase: '', description: '' };
}

export function infrastructureFormValuesOf(infrastructure: Infrastructure): InfrastructureFormValues {
  return {
    code: infrastructure.code,
    name: infrastructure.name,
    siteID: infrastructure.siteID,
    type: infrastructure.type,
    phase: infrastructure.phase ?? '',
    description: infrastructure.description,
  };
}

function fieldsOf(values: InfrastructureFormValues) {
  return {
    name: values.name,
    description: values.description,
    // Nothing chosen stays empty, so the schema reports the field as required.
    siteID: values.siteID ?? '',
    type: (values.type ?? '') as InfrastructureType,
    phase: optionalText(values.phase),
  };
}

/** The infrastructure form's API inputs and checks, from its values. */
export const infrastructureFormModel = recordFormModel({
  valuesOf: infrastructureFormValuesOf,
  fields: infrastructureFormFields,
  fieldsOf,
  createSchema: createInfrastructureInputSchema,
  updateSchema: updateInfrastructureInputSchema,
});
