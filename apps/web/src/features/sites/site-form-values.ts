/**
 * The site form: its fields as the inputs hold them (text, a number or nothing) and the API inputs
 * made from them. Empty optional text is `null`, an empty code is left for the server to assign.
 */
import type { SiteStatus } from '@freeboard/shared/sites/sites.schemas';
import { createSiteInputSchema, updateSiteInputSchema } from '@freeboard/shared/sites/sites.schemas';
import { choiceField, optionalNumberField, optionalTextField, textField } from '../../lib/form-fields';
import { recordFormModel } from '../../lib/record-form-model';

export const siteFormModel = recordFormModel({
  fields: {
    code: textField,
    name: textField,
    description: textField,
    country: choiceField<string>(),
    region: optionalTextField,
    latitude: optionalNumberField,
    longitude: optionalNumberField,
    commodity: optionalTextField,
    operator: optionalTextField,
    status: choiceField<SiteStatus>('active'),
  },
  createSchema: createSiteInputSchema,
  updateSchema: updateSiteInputSchema,
});

export type SiteFormValues = ReturnType<typeof siteFormModel.emptyValues>;
