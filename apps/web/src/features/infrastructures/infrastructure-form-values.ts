/**
 * The infrastructure form: its fields as the inputs hold them and the API inputs made from them.
 * Empty optional text is `null`, an empty code is left for the server to assign.
 */
import {
  createInfrastructureInputSchema,
  updateInfrastructureInputSchema,
  type InfrastructureType,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { choiceField, optionalTextField, textField } from '../../lib/form-fields';
import { recordFormModel } from '../../lib/record-form-model';

export const infrastructureFormModel = recordFormModel({
  fields: {
    code: textField,
    name: textField,
    siteID: choiceField<string>(),
    type: choiceField<InfrastructureType>(),
    phase: optionalTextField,
    description: textField,
  },
  createSchema: createInfrastructureInputSchema,
  updateSchema: updateInfrastructureInputSchema,
});

export type InfrastructureFormValues = ReturnType<typeof infrastructureFormModel.emptyValues>;
