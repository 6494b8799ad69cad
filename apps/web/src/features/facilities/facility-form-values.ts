/**
 * The facility form: its fields as the inputs hold them (text, a number or nothing; dates as
 * `YYYY-MM-DD`) and the API inputs made from them. The shared schema checks the input, so the rules
 * (and the order of the reviews) are the API's.
 */
import {
  createFacilityInputSchema,
  updateFacilityInputSchema,
  type ConstructionMethod,
  type FacilityPhase,
  type FacilityType,
} from '@freeboard/shared/facilities/facilities.schemas';
import { choiceField, optionalNumberField, optionalTextField, textField } from '../../lib/form-fields';
import { recordFormModel } from '../../lib/record-form-model';

export const facilityFormModel = recordFormModel({
  fields: {
    code: textField,
    name: textField,
    infrastructureID: choiceField<string>(),
    type: choiceField<FacilityType>(),
    constructionMethod: choiceField<ConstructionMethod>(),
    phase: choiceField<FacilityPhase>(),
    heightM: optionalNumberField,
    crestElevationMasl: optionalNumberField,
    crestLengthM: optionalNumberField,
    storageVolumeM3: optionalNumberField,
    lastDamSafetyReview: optionalTextField,
    nextDamSafetyReview: optionalTextField,
    description: textField,
  },
  createSchema: createFacilityInputSchema,
  updateSchema: updateFacilityInputSchema,
});

export type FacilityFormValues = ReturnType<typeof facilityFormModel.emptyValues>;
