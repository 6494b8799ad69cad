/** A facility's list search, form and words, as its declaration makes them. */
import i18next from 'i18next';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import enAssets from '../../../locales/en/assets.json';
import enAssetSafety from '../../../locales/en/assetSafety.json';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import { declaredHistoryFields } from '../../lib/collection/declared-words';
import type { RecordFormModel } from '../../lib/record-form-model';
import { branchIDs, makeFacility } from '../../test/asset-fixtures';
import { facilityArea } from './facility-area';
import { facilityPages } from './facility-pages';

/** The form's values as the declaration's fields hold them: numbers as typed until sent. */
type FacilityValues = {
  code: string;
  name: string;
  infrastructureID: string | null;
  type: string | null;
  constructionMethod: string | null;
  phase: string | null;
  heightM: number | string;
  crestElevationMasl: number | string;
  crestLengthM: number | string;
  storageVolumeM3: number | string;
  lastDamSafetyReview: string;
  nextDamSafetyReview: string;
  description: string;
};
const model = facilityPages.area.model as unknown as RecordFormModel<Facility, FacilityValues, unknown, unknown>;
const { createInputOf, updateInputOf, validateNew, validateChanges } = model;

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: en, assets: enAssets, assetSafety: enAssetSafety }, es: { common: es } },
  });
});

describe('facilities list search', () => {
  const search = facilityArea.listSearch.validateSearch;

  it('keeps the search, a valid sort and the site, infrastructure, phase and class filters', () => {
    const kept = {
      q: 'embankment',
      sort: 'phase',
      siteID: branchIDs.site,
      infrastructureID: branchIDs.infrastructure,
      phase: 'operation',
      consequenceClass: 'very_high',
    };
    expect(z.parse(search, kept)).toEqual(kept);
  });

  it('drops each invalid value on its own', () => {
    expect(
      z.parse(search, {
        q: '   ',
        sort: '-storageVolumeM3',
        infrastructureID: 'not-an-id',
        phase: 'nonsense',
        consequenceClass: 'huge',
        siteID: branchIDs.site,
      }),
    ).toEqual({
      q: undefined,
      sort: undefined,
      infrastructureID: undefined,
      phase: undefined,
      consequenceClass: undefined,
      siteID: branchIDs.site,
    });
  });

  it('presets the infrastructure of a new one from the address, by its ID only', () => {
    const preset = facilityArea.newSearch.validateSearch;
    expect(z.parse(preset, { infrastructureID: branchIDs.infrastructure })).toMatchObject({
      infrastructureID: branchIDs.infrastructure,
    });
    expect(z.parse(preset, { infrastructureID: 'I-001' })).toMatchObject({ infrastructureID: undefined });
  });

  it('lists where it sits, its phase, cross-sections, class and open risks; its type under its name', () => {
    expect(facilityArea.columns).toEqual([
      'infrastructureID',
      'phase',
      'crossSectionCount',
      'consequenceClass',
      'openRiskCount',
    ]);
    expect(facilityArea.subtitle).toBe('type');
  });
});

const filled = {
  ...model.emptyValues({ infrastructureID: branchIDs.infrastructure }),
  name: 'North Saddle Dam',
  type: 'saddle_dam',
  constructionMethod: 'downstream',
  phase: 'construction',
};

describe('facility form values', () => {
  it('presets the infrastructure the new page was opened from, and nothing else', () => {
    expect(model.emptyValues({ infrastructureID: branchIDs.infrastructure })).toMatchObject({
      infrastructureID: branchIDs.infrastructure,
      name: '',
      type: null,
      heightM: '',
    });
    expect(model.emptyValues().infrastructureID).toBeNull();
  });

  it('leaves an empty code to the server and sends empty numbers, dates and text as null', () => {
    expect(createInputOf({ ...filled, heightM: '', crestLengthM: '  ', lastDamSafetyReview: '' })).toEqual({
      name: 'North Saddle Dam',
      description: '',
      infrastructureID: branchIDs.infrastructure,
      type: 'saddle_dam',
      constructionMethod: 'downstream',
      phase: 'construction',
      heightM: null,
      crestElevationMasl: null,
      crestLengthM: null,
      storageVolumeM3: null,
      lastDamSafetyReview: null,
      nextDamSafetyReview: null,
    });
    expect(createInputOf({ ...filled, code: ' F-9 ' })).toMatchObject({ code: 'F-9' });
    expect(createInputOf({ ...filled, heightM: '38.5', storageVolumeM3: 1200 })).toMatchObject({
      heightM: 38.5,
      storageVolumeM3: 1200,
    });
  });

  it('round-trips a facility through the edit form with the version it was read at, sending nothing the server works out', () => {
    const facility = makeFacility({ heightM: null, nextDamSafetyReview: null, version: 7 });
    const values = model.valuesOf(facility);
    expect(values).toMatchObject({ heightM: '', crestLengthM: 4200, lastDamSafetyReview: '2023-10-12' });
    expect(updateInputOf(values, facility.version)).toEqual({
      code: 'F-001',
      name: facility.name,
      description: facility.description,
      infrastructureID: branchIDs.infrastructure,
      type: 'embankment',
      constructionMethod: 'centreline',
      phase: 'operation',
      heightM: null,
      crestElevationMasl: 2948,
      crestLengthM: 4200,
      storageVolumeM3: 610_000_000,
      lastDamSafetyReview: '2023-10-12',
      nextDamSafetyReview: null,
      version: 7,
    });
  });

  it("checks the values with the API's rules, in the user's words", () => {
    expect(validateNew(filled)).toEqual({});
    expect(validateNew(model.emptyValues())).toMatchObject({ name: 'Required' });
    expect(Object.keys(validateNew(model.emptyValues()))).toEqual(
      expect.arrayContaining(['name', 'infrastructureID', 'type', 'constructionMethod', 'phase']),
    );
    expect(validateNew({ ...filled, heightM: -4 })).toHaveProperty('heightM');
    expect(validateNew({ ...filled, heightM: 'tall' })).toHaveProperty('heightM');
    expect(validateChanges({ ...model.valuesOf(makeFacility()), code: '' })).toEqual({ code: 'Required' });
  });
});

describe('a facility in words', () => {
  it('names its changes and words its type, method, phase and class by their own words', () => {
    const history = declaredHistoryFields(facilityArea, i18next);
    expect(history.label('crestLengthM')).toBe('Crest length (m)');
    expect(history.value?.('type', 'saddle_dam')).toBe('Saddle dam');
    expect(history.value?.('constructionMethod', 'centreline')).toBe('Centreline');
    expect(history.value?.('phase', 'closure_active')).toBe('Active closure');
    expect(history.value?.('consequenceClass', 'very_high')).toBe('Very high');
    expect(history.value?.('heightM', 38.5)).toBeUndefined();
  });
});
