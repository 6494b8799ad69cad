/** A cross-section's list search and form, as its declaration makes them. */
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import i18next from 'i18next';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import type { RecordFormModel } from '../../lib/record-form-model';
import { branchIDs, makeCrossSection } from '../../test/asset-fixtures';
import { crossSectionArea } from './cross-section-area';
import { crossSectionPages } from './cross-section-pages';

/** The form's values as the declaration's fields hold them: numbers as typed until sent. */
type CrossSectionValues = {
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
};
const model = crossSectionPages.area.model as unknown as RecordFormModel<
  CrossSection,
  CrossSectionValues,
  unknown,
  unknown
>;
const { createInputOf, updateInputOf, validateNew, validateChanges } = model;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

describe('cross-sections list search', () => {
  const search = crossSectionArea.listSearch.validateSearch;

  it('keeps the search, a valid sort and the facility filter', () => {
    expect(z.parse(search, { q: 'Ch 1', sort: 'code', facilityID: branchIDs.facility })).toEqual({
      q: 'Ch 1',
      sort: 'code',
      facilityID: branchIDs.facility,
    });
  });

  it('drops each invalid value on its own', () => {
    expect(z.parse(search, { q: 'x'.repeat(201), sort: 'chainage', facilityID: 'F-001' })).toEqual({
      q: undefined,
      sort: undefined,
      facilityID: undefined,
    });
  });

  it('lists its class after the measures', () => {
    expect(crossSectionArea.columns).toEqual(['facilityID', 'chainageM', 'heightM', 'consequenceClass']);
  });
});

const filled = { ...model.emptyValues({ facilityID: branchIDs.facility }), name: 'Ch 0+250' };

describe('cross-section form values', () => {
  it('presets the facility the new page was opened from', () => {
    expect(model.emptyValues({ facilityID: branchIDs.facility })).toMatchObject({
      facilityID: branchIDs.facility,
      chainageM: '',
    });
    expect(model.emptyValues().facilityID).toBeNull();
  });

  it('leaves an empty code to the server and sends empty numbers and text as null', () => {
    expect(createInputOf({ ...filled, chainageM: '250', upstreamSlope: ' ' })).toEqual({
      name: 'Ch 0+250',
      description: '',
      facilityID: branchIDs.facility,
      chainageM: 250,
      crestElevationMasl: null,
      heightM: null,
      upstreamSlope: null,
      downstreamSlope: null,
      foundation: null,
      materials: null,
    });
    expect(createInputOf({ ...filled, code: ' XS-4 ' })).toMatchObject({ code: 'XS-4' });
  });

  it('round-trips a cross-section through the edit form with the version it was read at', () => {
    const crossSection = makeCrossSection({ version: 3 });
    const values = model.valuesOf(crossSection);
    expect(values).toMatchObject({ heightM: '', downstreamSlope: '', materials: '', upstreamSlope: '2.5H:1V' });
    expect(updateInputOf(values, crossSection.version)).toEqual({
      code: 'XS-001',
      name: crossSection.name,
      description: '',
      facilityID: branchIDs.facility,
      chainageM: 1900,
      crestElevationMasl: 2948,
      heightM: null,
      upstreamSlope: '2.5H:1V',
      downstreamSlope: null,
      foundation: 'Dense alluvial gravels',
      materials: null,
      version: 3,
    });
  });

  it("checks the values with the API's rules, in the user's words", () => {
    expect(validateNew(filled)).toEqual({});
    const missing = validateNew(model.emptyValues());
    expect(missing).toMatchObject({ name: 'Required' });
    expect(missing).toHaveProperty('facilityID');
    expect(validateNew({ ...filled, upstreamSlope: 'steep' })).toHaveProperty('upstreamSlope');
    expect(validateNew({ ...filled, chainageM: -1 })).toHaveProperty('chainageM');
    expect(validateChanges({ ...model.valuesOf(makeCrossSection()), code: '' })).toEqual({ code: 'Required' });
  });
});
