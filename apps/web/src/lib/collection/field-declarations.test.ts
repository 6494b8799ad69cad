/** The kinds of declared field: what the form holds and sends, what hides, and which are list filters. */
import { describe, expect, it } from 'vitest';
import { recordFormModel } from '../record-form-model';
import { filterFieldsOf, formFieldsOf, mineFiltersOf, shownValuesOf, type DeclaredFields } from './field-declarations';
import { declareArea } from './plain-area';
import * as z from 'zod/mini';

const fields: DeclaredFields = {
  critical: { kind: 'boolean', filter: true },
  nature: { kind: 'optionalChoice', values: ['act', 'object'], filter: true },
  ownerID: { kind: 'person', nameField: 'ownerName', mine: true },
  source: { kind: 'choice', values: ['risk', 'manual'], initial: 'manual' },
  riskID: {
    kind: 'reference',
    collection: 'risks',
    shownBy: 'sourceRecord',
    nameField: 'title',
    when: { field: 'source', value: 'risk' },
  },
  asset: { kind: 'asset' },
  overdue: { kind: 'boolean', readOnly: true, filter: true },
};

describe('declared fields', () => {
  it('makes the form of a record named by its title: the pair of an asset, no read-only field', () => {
    expect(Object.keys(formFieldsOf(fields, 'title'))).toEqual([
      'code',
      'title',
      'critical',
      'nature',
      'ownerID',
      'source',
      'riskID',
      'assetType',
      'assetID',
      'description',
    ]);
    // A record named by its description has no description of its own.
    expect(Object.keys(formFieldsOf({}, 'description'))).toEqual(['code', 'description']);
  });

  it('holds a yes/no as a boolean and an empty choice, person or asset as null', () => {
    const model = recordFormModel({
      fields: formFieldsOf(fields, 'title'),
      createSchema: z.object({}),
      updateSchema: z.object({}),
    });
    expect(model.emptyValues()).toMatchObject({
      critical: false,
      nature: null,
      ownerID: null,
      source: 'manual',
      assetType: null,
      assetID: null,
    });
    expect(model.createInputOf({ ...model.emptyValues(), title: 'Fix it', critical: true } as never)).toMatchObject({
      title: 'Fix it',
      critical: true,
      nature: null,
    });
  });

  it('sends a field the form does not show as nothing', () => {
    expect(shownValuesOf(fields, { source: 'manual', riskID: 'r1' })).toEqual({ source: 'manual', riskID: null });
    expect(shownValuesOf(fields, { source: 'risk', riskID: 'r1' })).toEqual({ source: 'risk', riskID: 'r1' });
  });

  it('offers choices and yes/no as filters, and "mine" for a person', () => {
    expect(filterFieldsOf(fields)).toEqual([
      { name: 'critical', values: ['true', 'false'] },
      { name: 'nature', values: ['act', 'object'] },
      { name: 'overdue', values: ['true', 'false'] },
    ]);
    expect(mineFiltersOf(fields)).toEqual(['ownerID']);
    const area = declareArea({
      collection: 'things',
      namespace: 'things',
      subject: 'Action',
      idField: 'thingID',
      noun: 'thing',
      sortFields: ['code'],
      fields,
      columns: [],
      sections: ['more'],
      codeExample: 'T-001',
    });
    const ownerID = '0190a000-0000-7000-8000-0000000000e1';
    expect(z.parse(area.listSearch.validateSearch, { critical: 'true', overdue: 'maybe', ownerID })).toMatchObject({
      critical: 'true',
      overdue: undefined,
      ownerID,
    });
    expect(z.parse(area.recordSearch.validateSearch, { section: 'more' })).toEqual({ section: 'more' });
    expect(area.nameField).toBe('name');
  });
});
