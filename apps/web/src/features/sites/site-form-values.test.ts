import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { siteFormModel } from './site-form-values';
import { makeSite } from './test-fixtures';

const {
  createInputOf: createSiteInputOf,
  updateInputOf: updateSiteInputOf,
  validateNew: validateNewSite,
  validateChanges: validateSiteChanges,
} = siteFormModel;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

const filled = { ...siteFormModel.emptyValues(), name: 'Cerro Alto', country: 'CL' };

describe('site form values', () => {
  it('leaves an empty code to the server and sends empty optional text as null', () => {
    expect(createSiteInputOf({ ...filled, region: '  ', latitude: '', longitude: '' })).toEqual({
      name: 'Cerro Alto',
      description: '',
      country: 'CL',
      region: null,
      latitude: null,
      longitude: null,
      commodity: null,
      operator: null,
      status: 'active',
    });
    expect(createSiteInputOf({ ...filled, code: ' s-9 ' }).code).toBe('s-9');
  });

  it('round-trips a site through the edit form with the version it was read at', () => {
    const site = makeSite({ region: null, latitude: null, longitude: null, version: 7 });
    const input = updateSiteInputOf(siteFormModel.valuesOf(site), site.version);
    expect(input).toMatchObject({ code: 'S-001', name: site.name, region: null, latitude: null, version: 7 });
  });

  it("checks the values with the API's rules, in the user's words", () => {
    expect(validateNewSite(filled)).toEqual({});
    expect(validateNewSite(siteFormModel.emptyValues())).toEqual({
      name: 'Required',
      country: 'Choose a country from the list',
    });
    expect(validateNewSite({ ...filled, latitude: 95, longitude: 10 })).toEqual({ latitude: 'Must be at most 90' });
    expect(validateNewSite({ ...filled, latitude: -22.9 })).toEqual({
      longitude: 'Give latitude and longitude together, or neither',
    });
    expect(validateNewSite({ ...filled, code: 'S 1' })).toEqual({ code: 'The format is not valid' });
    expect(validateSiteChanges({ ...siteFormModel.valuesOf(makeSite()), code: '' })).toEqual({ code: 'Required' });
  });
});
