import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { branchIDs, makeFacility } from '../../test/asset-fixtures';
import { facilityFormModel } from './facility-form-values';

const { createInputOf, updateInputOf, validateNew, validateChanges } = facilityFormModel;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

const filled = {
  ...facilityFormModel.emptyValues({ infrastructureID: branchIDs.infrastructure }),
  name: 'North Saddle Dam',
  type: 'saddle_dam' as const,
  constructionMethod: 'downstream' as const,
  phase: 'construction' as const,
};

describe('facility form values', () => {
  it('presets the infrastructure the new page was opened from, and nothing else', () => {
    expect(facilityFormModel.emptyValues({ infrastructureID: branchIDs.infrastructure })).toMatchObject({
      infrastructureID: branchIDs.infrastructure,
      name: '',
      type: null,
      heightM: '',
    });
    expect(facilityFormModel.emptyValues().infrastructureID).toBeNull();
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
    expect(createInputOf({ ...filled, code: ' F-9 ' }).code).toBe('F-9');
    expect(createInputOf({ ...filled, heightM: '38.5', storageVolumeM3: 1200 })).toMatchObject({
      heightM: 38.5,
      storageVolumeM3: 1200,
    });
  });

  it('round-trips a facility through the edit form with the version it was read at', () => {
    const facility = makeFacility({ heightM: null, nextDamSafetyReview: null, version: 7 });
    const values = facilityFormModel.valuesOf(facility);
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
    expect(validateNew(facilityFormModel.emptyValues())).toMatchObject({ name: 'Required' });
    expect(Object.keys(validateNew(facilityFormModel.emptyValues()))).toEqual(
      expect.arrayContaining(['name', 'infrastructureID', 'type', 'constructionMethod', 'phase']),
    );
    expect(validateNew({ ...filled, heightM: -4 })).toHaveProperty('heightM');
    expect(validateNew({ ...filled, heightM: 'tall' })).toHaveProperty('heightM');
    expect(validateChanges({ ...facilityFormModel.valuesOf(makeFacility()), code: '' })).toEqual({
      code: 'Required',
    });
  });
});
