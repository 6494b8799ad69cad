/** An infrastructure's list search and form, as its declaration makes them. */
import i18next from 'i18next';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import es from '../../../locales/es/common.json';
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import type { RecordFormModel } from '../../lib/record-form-model';
import { branchIDs, makeInfrastructure } from '../../test/asset-fixtures';
import { infrastructureArea } from './infrastructure-area';
import { infrastructurePages } from './infrastructure-pages';

/** The form's values as the declaration's fields hold them. */
type InfrastructureValues = {
  code: string;
  name: string;
  siteID: string | null;
  type: string | null;
  phase: string;
  description: string;
};
const model = infrastructurePages.area.model as unknown as RecordFormModel<
  Infrastructure,
  InfrastructureValues,
  unknown,
  unknown
>;
const { createInputOf, updateInputOf, validateNew, validateChanges } = model;

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { common: en }, es: { common: es } } });
});

describe('infrastructures list search', () => {
  const search = infrastructureArea.listSearch.validateSearch;

  it('keeps the search, a valid sort and the site and type filters', () => {
    expect(z.parse(search, { q: ' tsf ', sort: '-name', siteID: branchIDs.site, type: 'water_dam' })).toEqual({
      q: 'tsf',
      sort: '-name',
      siteID: branchIDs.site,
      type: 'water_dam',
    });
  });

  it('drops each invalid value on its own', () => {
    expect(z.parse(search, { q: 'tsf', sort: 'height', siteID: 'S-001', type: 'lake' })).toEqual({
      q: 'tsf',
      sort: undefined,
      siteID: undefined,
      type: undefined,
    });
  });

  it('presets the site of a new one from the address, by its ID only', () => {
    const preset = infrastructureArea.newSearch.validateSearch;
    expect(z.parse(preset, { siteID: branchIDs.site })).toEqual({ siteID: branchIDs.site });
    expect(z.parse(preset, { siteID: 'S-001' })).toEqual({ siteID: undefined });
  });
});

const filled = {
  ...model.emptyValues({ siteID: branchIDs.site }),
  name: 'Quebrada Seca Dam',
  type: 'water_dam',
};

describe('infrastructure form values', () => {
  it('presets the site the new page was opened from', () => {
    expect(model.emptyValues({ siteID: branchIDs.site })).toMatchObject({
      siteID: branchIDs.site,
      name: '',
      type: null,
    });
    expect(model.emptyValues().siteID).toBeNull();
  });

  it('leaves an empty code to the server and sends an empty phase as null', () => {
    expect(createInputOf({ ...filled, phase: '   ' })).toEqual({
      name: 'Quebrada Seca Dam',
      description: '',
      siteID: branchIDs.site,
      type: 'water_dam',
      phase: null,
    });
    expect(createInputOf({ ...filled, code: ' I-7 ' })).toMatchObject({ code: 'I-7' });
  });

  it('round-trips an infrastructure through the edit form with the version it was read at', () => {
    const infrastructure = makeInfrastructure({ phase: null, version: 4 });
    const values = model.valuesOf(infrastructure);
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
    const missing = validateNew(model.emptyValues());
    expect(missing).toMatchObject({ name: 'Required' });
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['name', 'siteID', 'type']));
    expect(validateNew({ ...filled, code: 'I 1' })).toEqual({ code: 'The format is not valid' });
    expect(validateChanges({ ...model.valuesOf(makeInfrastructure()), name: ' ' })).toEqual({ name: 'Required' });
  });
});
