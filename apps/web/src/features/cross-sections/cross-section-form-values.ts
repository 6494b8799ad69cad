/**
 * The cross-section form: its fields as the inputs hold them and the API inputs made from them.
 * Empty optional text and numbers are `null`; the shared schema checks the slopes (`2.5H:1V`).
 */
import {
  createCrossSectionInputSchema,
  updateCrossSectionInputSchema,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { choiceField, optionalNumberField, optionalTextField, textField } from '../../lib/form-fields';
import { recordFormModel } from '../../lib/record-form-model';

export const crossSectionFormModel = recordFormModel({
  fields: {
    code: textField,
    name: textField,
    facilityID: choiceField<string>(),
    chainageM: optionalNumberField,
    crestElevationMasl: optionalNumberField,
    heightM: optionalNumberField,
    upstreamSlope: optionalTextField,
    downstreamSlope: optionalTextField,
    foundation: optionalTextField,
    materials: optionalTextField,
    description: textField,
  },
  createSchema: createCrossSectionInputSchema,
  updateSchema: updateCrossSectionInputSchema,
});

export type CrossSectionFormValues = ReturnType<typeof crossSectionFormModel.emptyValues>;
