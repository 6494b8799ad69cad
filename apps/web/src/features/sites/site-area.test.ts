/** A site's list search, form and words, as its declaration makes them. */
import i18next from 'i18next';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import enSites from '../../../locales/en/sites.json';
import esSites from '../../../locales/es/sites.json';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { declaredHistoryFields } from '../../lib/collection/declared-words';
import type { RecordFormModel } from '../../lib/record-form-model';
import { makeSite } from '../../test/asset-fixtures';
import { siteArea } from './site-area';
import { sitePages } from './site-pages';

/** The form's values as the declaration's fields hold them: coordinates as typed until sent. */
type SiteValues = {
  code: string;
  name: string;
  country: string | null;
  region: string;
  latitude: number | string;
  longitude: number | string;
  commodity: string;
  operator: string;
  status: string | null;
  description: string;
};
const model = sitePages.area.model as unknown as RecordFormModel<Site, SiteValues, unknown, unknown>;
const { createInputOf, updateInputOf, validateNew, validateChanges } = model;

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: en, sites: enSites }, es: { common: es, sites: esSites } },
  });
});

describe('sites list search', () => {
  const search = siteArea.listSearch.validateSearch;

  it('keeps the search, a valid sort and the status and country filters, a country in capitals', () => {
    expect(z.parse(search, { q: 'cerro', sort: '-country', status: 'closed', country: 'cl' })).toEqual({
      q: 'cerro',
      sort: '-country',
      status: 'closed',
      country: 'CL',
    });
  });

  it('drops each invalid value on its own', () => {
    expect(z.parse(search, { q: 'cerro', sort: 'height', status: 'nonsense', country: 'XX' })).toEqual({
      q: 'cerro',
      sort: undefined,
      status: undefined,
      country: undefined,
    });
  });

  it('lists country, status and what the site holds, the region under its name', () => {
    expect(siteArea.columns).toEqual(['country', 'status', 'facilityCount', 'consequenceClass', 'openRiskCount']);
    expect(siteArea.subtitle).toBe('region');
  });
});

const filled = { ...model.emptyValues(), name: 'Cerro Alto', country: 'CL' };

describe('site form values', () => {
  it('starts active, leaves an empty code to the server and sends empty optional values as null', () => {
    expect(model.emptyValues()).toMatchObject({ status: 'active', country: null, latitude: '', longitude: '' });
    expect(createInputOf({ ...filled, region: '  ', latitude: '', longitude: '' })).toEqual({
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
    expect(createInputOf({ ...filled, code: ' s-9 ' })).toMatchObject({ code: 's-9' });
    expect(createInputOf({ ...filled, latitude: '-16.4', longitude: -71.5 })).toMatchObject({
      latitude: -16.4,
      longitude: -71.5,
    });
  });

  it('round-trips a site through the edit form with the version it was read at', () => {
    const site = makeSite({ region: null, latitude: null, longitude: null, version: 7 });
    const values = model.valuesOf(site);
    expect(values).toMatchObject({ region: '', latitude: '', country: 'CL', status: 'active' });
    expect(updateInputOf(values, site.version)).toEqual({
      code: 'S-001',
      name: site.name,
      description: site.description,
      country: 'CL',
      region: null,
      latitude: null,
      longitude: null,
      commodity: 'Copper',
      operator: 'Northwind Mining Chile SpA',
      status: 'active',
      version: 7,
    });
  });

  it("checks the values with the API's rules, in the user's words", () => {
    expect(validateNew(filled)).toEqual({});
    expect(validateNew(model.emptyValues())).toEqual({ name: 'Required', country: 'Choose a country from the list' });
    expect(validateNew({ ...filled, latitude: 95, longitude: 10 })).toEqual({ latitude: 'Must be at most 90' });
    expect(validateNew({ ...filled, latitude: -22.9 })).toEqual({
      longitude: 'Give latitude and longitude together, or neither',
    });
    expect(validateNew({ ...filled, code: 'S 1' })).toEqual({ code: 'The format is not valid' });
    expect(validateChanges({ ...model.valuesOf(makeSite()), code: '' })).toEqual({ code: 'Required' });
  });
});

describe('a site in words', () => {
  it('names its changes and words its status and country, in the reader’s language', async () => {
    const history = declaredHistoryFields(siteArea, i18next);
    expect(history.label('region')).toBe('Region');
    expect(history.value?.('status', 'care_and_maintenance')).toBe('Care and maintenance');
    expect(history.value?.('country', 'PE')).toBe('Peru');
    expect(history.value?.('region', 'Arequipa')).toBeUndefined();
    await i18next.changeLanguage('es');
    try {
      const spanish = declaredHistoryFields(siteArea, i18next);
      expect(spanish.value?.('status', 'closed')).toBe('Cerrado');
      expect(spanish.value?.('country', 'PE')).toBe('Perú');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('describes a site under its name by its region and country', () => {
    expect(sitePages.area.describe?.(makeSite(), i18next)).toBe('Antofagasta Region, Chile');
    expect(sitePages.area.describe?.(makeSite({ region: null, country: 'PE' }), i18next)).toBe('Peru');
  });
});
