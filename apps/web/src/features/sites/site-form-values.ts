/**
 * The site form's values as the inputs hold them (text, a number or nothing), and the API inputs
 * made from them: empty optional text is `null`, an empty code is left for the server to assign.
 * Both forms validate the input they would send with the shared schema, so the rules are the API's.
 */
import {
  createSiteInputSchema,
  updateSiteInputSchema,
  type CreateSiteInput,
  type Site,
  type SiteStatus,
  type UpdateSiteInput,
} from '@freeboard/shared/sites/sites.schemas';
import { zodValidate } from '../../lib/form-validation';

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
    latitude: site.latitude ?? '',
    longitude: site.longitude ?? '',
    commodity: site.commodity ?? '',
    operator: site.operator ?? '',
    status: site.status,
  };
}

function optionalText(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/** A coordinate: empty is none; what is not a number stays text so the schema reports it. */
function coordinate(value: number | string): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : (value as unknown as number);
}

function fieldsOf(values: SiteFormValues) {
  return {
    name: values.name,
    description: values.description,
    country: values.country ?? '',
    region: optionalText(values.region),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    commodity: optionalText(values.commodity),
    operator: optionalText(values.operator),
    status: values.status,
  };
}

export function createSiteInputOf(values: SiteFormValues): CreateSiteInput {
  const code = values.code.trim();
  return { ...fieldsOf(values), ...(code ? { code } : {}) };
}

export function updateSiteInputOf(values: SiteFormValues, version: number): UpdateSiteInput {
  return { ...fieldsOf(values), code: values.code, version };
}

const validateCreate = zodValidate(createSiteInputSchema);
const validateUpdate = zodValidate(updateSiteInputSchema);

export function validateNewSite(values: SiteFormValues): Record<string, string> {
  return validateCreate(createSiteInputOf(values));
}

export function validateSiteChanges(values: SiteFormValues): Record<string, string> {
  // The version is the form's own business, not a field: any positive one checks the values.
  return validateUpdate(updateSiteInputOf(values, 1));
}
