/**
 * The site form's values as the inputs hold them (text, a number or nothing), and the API inputs
 * made from them: empty optional text is `null`, an empty code is left for the server to assign.
 * Both forms validate the input they would send with the shared schema, so the rules are the API's.
 */
import {
  createSiteInputSchema,
  updateSiteInputSchema,
  type Site,
  type SiteStatus,
} from '@freeboard/shared/sites/sites.schemas';
import { numberField, optionalNumber, optionalText } from '../../lib/form-values';
import { recordFormModel } from '../../lib/record-form-model';

export interface SiteFormValues {
  code: string;
  name: string;
  description: string;
  country: string | null;
  region: string;
  latitude: number | string;
  longitude: number | string;
  commodity: string;
  operator: string;
  status: SiteStatus;
}

export const siteFormFields = [
  'code',
  'name',
  'description',
  'country',
  'region',
  'latitude',
  'longitude',
  'commodity',
  'operator',
  'status',
] as const satisfies readonly (keyof SiteFormValues)[];

export const emptySiteForm: SiteFormValues = {
  code: '',
  name: '',
  description: '',
  country: null,
  region: '',
  latitude: '',
  longitude: '',
  commodity: '',
  operator: '',
  status: 'active',
};

export function siteFormValuesOf(site: Site): SiteFormValues {
  return {
    code: site.code,
    name: site.name,
    description: site.description,
    country: site.country,
    region: site.region ?? '',
    latitude: numberField(site.latitude),
    longitude: numberField(site.longitude),
    commodity: site.commodity ?? '',
    operator: site.operator ?? '',
    status: site.status,
  };
}

function fieldsOf(values: SiteFormValues) {
  return {
    name: values.name,
    description: values.description,
    country: values.country ?? '',
    region: optionalText(values.region),
    latitude: optionalNumber(values.latitude),
    longitude: optionalNumber(values.longitude),
    commodity: optionalText(values.commodity),
    operator: optionalText(values.operator),
    status: values.status,
  };
}

/** The site form's API inputs and checks, from its values. */
export const siteFormModel = recordFormModel({
  valuesOf: siteFormValuesOf,
  fields: siteFormFields,
  fieldsOf,
  createSchema: createSiteInputSchema,
  updateSchema: updateSiteInputSchema,
});
