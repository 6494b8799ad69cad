import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { branchIDs, makeCrossSection } from '../../test/asset-fixtures';
import { crossSectionFormModel } from './cross-section-form-values';

const { createInputOf, updateInputOf, validateNew, validateChanges } = crossSectionFormModel;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

const filled = { ...crossSectionFormModel.emptyValues({ facilityID: branchIDs.facility }), name: 'Ch 0+250' };

describe('cross-section form values', () => {
  it('presets the facility the new page was opened from', () => {
    expect(crossSectionFormModel.emptyValues({ facilityID: branchIDs.facility })).toMatchObject({
      facilityID: branchIDs.facility,
      chainageM: '',
    });
    expect(crossSectionFormModel.emptyValues().facilityID).toBeNull();
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
    expect(createInputOf({ ...filled, code: ' XS-4 ' }).code).toBe('XS-4');
  });

  it('round-trips a cross-section through the edit form with the version it was read at', () => {
    const crossSection = makeCrossSection({ version: 3 });
    const values = crossSectionFormModel.valuesOf(crossSection);
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
    const missing = validateNew(crossSectionFormModel.emptyValues());
    expect(missing).toMatchObject({ name: 'Required' });
    expect(missing).toHaveProperty('facilityID');
    expect(validateNew({ ...filled, upstreamSlope: 'steep' })).toHaveProperty('upstreamSlope');
    expect(validateNew({ ...filled, chainageM: -1 })).toHaveProperty('chainageM');
    expect(validateChanges({ ...crossSectionFormModel.valuesOf(makeCrossSection()), code: '' })).toEqual({
      code: 'Required',
    });
  });
});
