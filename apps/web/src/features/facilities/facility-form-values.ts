/**
 * The facility form's values as the inputs hold them (text, a number or nothing; dates as
 * `YYYY-MM-DD`), and the API inputs made from them. Both forms check the input they would send
 * with the shared schema, so the rules (and the order of the reviews) are the API's.
 */
import {
  createFacilityInputSchema,
  updateFacilityInputSchema,
  type ConstructionMethod,
  type Facility,
  type FacilityPhase,
  type FacilityType,
} from '@freeboard/shared/facilities/facilities.schemas';
import { recordFormModel } from '../../lib/record-form-model';
import { numberField, optionalNumber, optionalText } from '../../lib/form-values';

export interface FacilityFormValues {
  code: string;
  name: string;
  infrastructureID: string | null;
  type: FacilityType | null;
  constructionMethod: ConstructionMethod | null;
  phase: FacilityPhase | null;
  heightM: number | string;
  crestElevationMasl: number | string;
  crestLengthM: number | string;
  storageVolumeM3: number | string;
  lastDamSafetyReview: string;
  nextDamSafetyReview: string;
  description: string;
}

export const facilityFormFields = [
  'code',
  'name',
  'infrastructureID',
  'type',
  'constructionMethod',
  'phase',
  'heightM',
  'crestElevationMasl',
  'crestLengthM',
  'storageVolumeM3',
  'lastDamSafetyReview',
  'nextDamSafetyReview',
  'description',
] as const satisfies readonly (keyof FacilityFormValues)[];

/** A new facility's form, with its infrastructure when the page was opened from one. */
export function emptyFacilityForm(infrastructureID: string | null = null): FacilityFormValues {
  return {
    code: '',
    name: '',
    infrastructureID,
    type: null,
    constructionMethod: null,
    phase: null,
    heightM: '',
    crestElevationMasl: '',
    crestLengthM: '',
    storageVolumeM3: '',
    lastDamSafetyReview: '',
    nextDamSafetyReview: '',
    description: '',
  };
}

export function facilityFormValuesOf(facility: Facility): FacilityFormValues {
  return {
    code: facility.code,
    name: facility.name,
    infrastructureID: facility.infrastructureID,
    type: facility.type,
    constructionMethod: facility.constructionMethod,
    phase: facility.phase,
    heightM: numberField(facility.heightM),
    crestElevationMasl: numberField(facility.crestElevationMasl),
    crestLengthM: numberField(facility.crestLengthM),
    storageVolumeM3: numberField(facility.storageVolumeM3),
    lastDamSafetyReview: facility.lastDamSafetyReview ?? '',
    nextDamSafetyReview: facility.nextDamSafetyReview ?? '',
    description: facility.description,
  };
}

function fieldsOf(values: FacilityFormValues) {
  return {
    name: values.name,
    description: values.description,
    // Nothing chosen stays empty, so the schema reports the field as required.
    infrastructureID: values.infrastructureID ?? '',
    type: (values.type ?? '') as FacilityType,
    constructionMethod: (values.constructionMethod ?? '') as ConstructionMethod,
    phase: (values.phase ?? '') as FacilityPhase,
    heightM: optionalNumber(values.heightM),
    crestElevationMasl: optionalNumber(values.crestElevationMasl),
    crestLengthM: optionalNumber(values.crestLengthM),
    storageVolumeM3: optionalNumber(values.storageVolumeM3),
    lastDamSafetyReview: optionalText(values.lastDamSafetyReview),
    nextDamSafetyReview: optionalText(values.nextDamSafetyReview),
  };
}

/** The facility form's API inputs and checks, from its values. */
export const facilityFormModel = recordFormModel({
  valuesOf: facilityFormValuesOf,
  fields: facilityFormFields,
  fieldsOf,
  createSchema: createFacilityInputSchema,
  updateSchema: updateFacilityInputSchema,
});
