/**
 * The cross-section form's values as the inputs hold them, and the API inputs made from them:
 * empty optional text and numbers are `null`, an empty code is left for the server to assign. Both
 * forms check the input they would send with the shared schema (slopes as `2.5H:1V`).
 */
import {
  createCrossSectionInputSchema,
  updateCrossSectionInputSchema,
  type CrossSection,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { recordFormModel } from '../../lib/record-form-model';
import { numberField, optionalNumber, optionalText } from '../../lib/form-values';

export interface CrossSectionFormValues {
  code: string;
  name: string;
  facilityID: string | null;
  chainageM: number | string;
  crestElevationMasl: number | string;
  heightM: number | string;
  upstreamSlope: string;
  downstreamSlope: string;
  foundation: string;
  materials: string;
  description: string;
}

export const crossSectionFormFields = [
  'code',
  'name',
  'facilityID',
  'chainageM',
  'crestElevationMasl',
  'heightM',
  'upstreamSlope',
  'downstreamSlope',
  'foundation',
  'materials',
  'description',
] as const satisfies readonly (keyof CrossSectionFormValues)[];

/** A new cross-section's form, with its facility when the page was opened from one. */
export function emptyCrossSectionForm(facilityID: string | null = null): CrossSectionFormValues {
  return {
    code: '',
    name: '',
    facilityID,
    chainageM: '',
    crestElevationMasl: '',
    heightM: '',
    upstreamSlope: '',
    downstreamSlope: '',
    foundation: '',
    materials: '',
    description: '',
  };
}

export function crossSectionFormValuesOf(crossSection: CrossSection): CrossSectionFormValues {
  return {
    code: crossSection.code,
    name: crossSection.name,
    facilityID: crossSection.facilityID,
    chainageM: numberField(crossSection.chainageM),
    crestElevationMasl: numberField(crossSection.crestElevationMasl),
    heightM: numberField(crossSection.heightM),
    upstreamSlope: crossSection.upstreamSlope ?? '',
    downstreamSlope: crossSection.downstreamSlope ?? '',
    foundation: crossSection.foundation ?? '',
    materials: crossSection.materials ?? '',
    description: crossSection.description,
  };
}

function fieldsOf(values: CrossSectionFormValues) {
  return {
    name: values.name,
    description: values.description,
    // Nothing chosen stays empty, so the schema reports the field as required.
    facilityID: values.facilityID ?? '',
    chainageM: optionalNumber(values.chainageM),
    crestElevationMasl: optionalNumber(values.crestElevationMasl),
    heightM: optionalNumber(values.heightM),
    upstreamSlope: optionalText(values.upstreamSlope),
    downstreamSlope: optionalText(values.downstreamSlope),
    foundation: optionalText(values.foundation),
    materials: optionalText(values.materials),
  };
}

/** The cross-section form's API inputs and checks, from its values. */
export const crossSectionFormModel = recordFormModel({
  valuesOf: crossSectionFormValuesOf,
  fields: crossSectionFormFields,
  fieldsOf,
  createSchema: createCrossSectionInputSchema,
  updateSchema: updateCrossSectionInputSchema,
});
