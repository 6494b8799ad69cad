import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import { branchIDs, makeInfrastructure } from '../../test/asset-fixtures';
import { infrastructureFormModel } from './infrastructure-form-values';

const { createInputOf, updateInputOf, validateNew, validateChanges } = infrastructureFormModel;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

const filled = {
  ...infrastructureFormModel.emptyValues({ siteID: branchIDs.site }),
  name: 'Quebrada Seca Dam',
  type: 'water_dam' as const,
};

describe('infrastructure form values', () => {
  it('presets the site the new page was opened from', () => {
    expect(infrastructureFormModel.emptyValues({ siteID: branchIDs.site })).toMatchObject({
      siteID: branchIDs.site,
      name: '',
      type: null,
    });
    expect(infrastructureFormModel.emptyValues().siteID).toBeNull();
  });

  it('leaves an empty code to the server and sends an empty phase as null', () => {
    expect(createInputOf({ ...filled, phase: '   ' })).toEqual({
      name: 'Quebrada Seca Dam',
      description: '',
      siteID: branchIDs.site,
      type: 'water_dam',
      phase: null,
    });
    expect(createInputOf({ ...filled, code: ' I-7 ' }).code).toBe('I-7');
  });

  it('round-trips an infrastructure through the edit form with the version it was read at', () => {
    const infrastructure = makeInfrastructure({ phase: null, version: 4 });
    const values = infrastructureFormModel.valuesOf(infrastructure);
    expect(values.phase).toBe('');
    expect(updateInputOf(values, infrastructure.version)).toEqual({
      code: 'I-001',
      name: infrastructure.name,
      description: infrastructure.description,
      siteID: branchIDs.site,
      type: 'tailings_storage',
      phase: null,
      version: 4,
    });
  });

  it("checks the values with the API's rules, in the user's words", () => {
    expect(validateNew(filled)).toEqual({});
    const missing = validateNew(infrastructureFormModel.emptyValues());
    expect(missing).toMatchObject({ name: 'Required' });
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['name', 'siteID', 'type']));
    expect(validateNew({ ...filled, code: 'I 1' })).toEqual({ code: 'The format is not valid' });
    expect(validateChanges({ ...infrastructureFormModel.valuesOf(makeInfrastructure()), name: ' ' })).toEqual({
      name: 'Required',
    });
  });
});
