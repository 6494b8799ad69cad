/** The kinds of declared field: what the form holds and sends, what hides, and which are list filters. */
import { describe, expect, it } from 'vitest';
import { recordFormModel } from '../record-form-model';
import {
  assetFiltersOf,
  countryFiltersOf,
  editableFieldsOf,
  filterFieldsOf,
  formFieldsOf,
  mineFiltersOf,
  shownValuesOf,
  type DeclaredFields,
} from './field-declarations';
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
      names: { path: 'things', subject: 'Action', noun: 'thing', idField: 'thingID' },
      namespace: 'things',
      sortFields: ['code'],
      fields,
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

describe('the kinds of a place and of the asset tree', () => {
  const placed: DeclaredFields = {
    parentID: { kind: 'parent', type: 'infrastructure', above: ['site'] },
    country: { kind: 'country', filter: true },
    latitude: { kind: 'location', longitude: 'longitude' },
    consequenceClass: { kind: 'consequenceClass', filter: true, listBeside: ['gapRequired'] },
    gapRequired: { kind: 'requirement', met: 'gapMet', words: 'gap' },
    openRiskCount: { kind: 'openRisks' },
  };
  const area = declareArea({
    names: { path: 'places', subject: 'Facility', noun: 'place', idField: 'placeID' },
    namespace: 'places',
    sortFields: ['code'],
    fields: placed,
    codeExample: 'P-001',
  });

  it('makes a country a required choice and a location two numbers; what the server works out is no input', () => {
    expect(editableFieldsOf(placed).map(([name]) => name)).toEqual(['parentID', 'country', 'latitude']);
    expect(Object.keys(formFieldsOf(placed))).toEqual([
      'code',
      'name',
      'parentID',
      'country',
      'latitude',
      'longitude',
      'description',
    ]);
    const model = recordFormModel({
      fields: formFieldsOf(placed),
      createSchema: z.object({}),
      updateSchema: z.object({}),
    });
    expect(model.emptyValues()).toMatchObject({ country: null, latitude: '', longitude: '' });
    expect(model.createInputOf({ ...model.emptyValues(), latitude: '-22.9', longitude: '' } as never)).toMatchObject({
      latitude: -22.9,
      longitude: null,
    });
  });

  it('filters by the assets above the parent first, the country by its code in any case, and the class', () => {
    expect(assetFiltersOf(placed)).toEqual([
      { name: 'siteID', type: 'site' },
      { name: 'parentID', type: 'infrastructure' },
    ]);
    expect(countryFiltersOf(placed)).toEqual(['country']);
    expect(filterFieldsOf(placed)).toEqual([
      { name: 'consequenceClass', values: ['low', 'significant', 'high', 'very_high', 'extreme'] },
    ]);
    const siteID = '0190a000-0000-7000-8000-0000000005e1';
    expect(
      z.parse(area.listSearch.validateSearch, { siteID, parentID: 'P-1', country: 'pe', consequenceClass: 'huge' }),
    ).toMatchObject({ siteID, parentID: undefined, country: 'PE', consequenceClass: undefined });
    expect(z.parse(area.listSearch.validateSearch, { country: 'XX' })).toMatchObject({ country: undefined });
  });

  it('keeps what is beside a value in the list only out of the columns, not out of the facts', () => {
    expect(area.columns).toEqual(['parentID', 'country', 'latitude', 'consequenceClass', 'openRiskCount']);
  });
});

/** A record and list query of the kind the shared schemas give, for the declarations below. */
type Inspection = {
  inspectionID: string;
  code: string;
  name: string;
  description: string;
  status: 'open' | 'closed';
  depth: number | null;
  depthNote: string | null;
  inspectorID: string | null;
  inspectorName: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};
type InspectionListQuery = { sort: 'code' | '-code' | 'status' | '-status' };
const inspectionNames = {
  path: 'inspections',
  subject: 'Action',
  noun: 'inspection',
  idField: 'inspectionID',
} as const;

describe('a declaration checked against its record', () => {
  it('lists every field as a column unless it is shown beside another or kept out, then the timestamps', () => {
    const area = declareArea<Inspection, InspectionListQuery>({
      names: inspectionNames,
      namespace: 'inspections',
      sortFields: ['code', 'status'],
      fields: {
        status: { kind: 'choice', values: ['open', 'closed'] },
        depth: { kind: 'number', beside: ['depthNote'] },
        depthNote: { kind: 'optionalText' },
        inspectorID: { kind: 'person', nameField: 'inspectorName', list: false },
      },
      timestamps: ['updatedAt'],
      codeExample: 'IN-001',
    });
    expect(area.columns).toEqual(['status', 'depth', 'updatedAt']);
    expect(area).toMatchObject({ collection: 'inspections', idField: 'inspectionID', noun: 'inspection' });
  });

  // Checked by `npm run typecheck`: each `@ts-expect-error` fails it if the line below compiles.
  it("does not compile a name that is not one of the record's fields, nor a sort the list does not offer", () => {
    const declare = (spec: Parameters<typeof declareArea<Inspection, InspectionListQuery>>[0]) =>
      declareArea<Inspection, InspectionListQuery>(spec).columns;
    const base = { names: inspectionNames, namespace: 'inspections', codeExample: 'IN-001' } as const;
    declare({
      ...base,
      sortFields: ['code'],
      // @ts-expect-error -- `statsu` is no field of an inspection.
      fields: { statsu: { kind: 'choice', values: ['open'] } },
    });
    // @ts-expect-error -- the badge `stauts` is no field of an inspection.
    declare({ ...base, sortFields: ['code'], fields: {}, badges: ['stauts'] });
    // @ts-expect-error -- the name field `title` is no field of an inspection.
    declare({ ...base, sortFields: ['code'], fields: {}, nameField: 'title' });
    declare({
      ...base,
      sortFields: ['code'],
      fields: {
        // @ts-expect-error -- what is shown beside the depth must be a field too.
        depth: { kind: 'number', beside: ['depthUnit'] },
        // @ts-expect-error -- and the field that names the person.
        inspectorID: { kind: 'person', nameField: 'inspector' },
        // @ts-expect-error -- and the field a `when` waits on.
        depthNote: { kind: 'optionalText', when: { field: 'stat', value: 'open' } },
      },
    });
    // @ts-expect-error -- the list query sorts by code and status only.
    declare({ ...base, sortFields: ['name'], fields: {} });
    // @ts-expect-error -- an ID field that is not the record's.
    declare({ ...base, names: { ...inspectionNames, idField: 'inspectionId' }, sortFields: ['code'], fields: {} });
    // @ts-expect-error -- only a timestamp the record has.
    declare({ ...base, sortFields: ['code'], fields: {}, timestamps: ['closedAt'] });
  });
});
