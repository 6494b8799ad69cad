/** The list filters a declaration names apart from its choices', and what its list search makes of them. */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { editableFieldsOf, queryFiltersOf, type DeclaredFields } from './field-declarations';
import { declareArea, type PlainSearch } from './plain-area';

const fields: DeclaredFields = {
  rating: { kind: 'rating', filter: 'level' },
  ownerID: { kind: 'person', nameField: 'ownerName', filter: true },
  asset: { kind: 'asset', filter: true },
  findingCount: { kind: 'number', readOnly: true, anyFilter: 'hasFindings' },
  plain: { kind: 'rating' },
};
const memberID = '0190a000-0000-7000-8000-0000000000b1';
const assetId = '0190a000-0000-7000-8000-0000000000f1';

const area = declareArea({
  names: { path: 'audits', subject: 'Risk', noun: 'audit', idField: 'auditID' },
  namespace: 'audits',
  sortFields: ['code'],
  fields,
  filters: { cell: z.coerce.number() },
  views: ['map'],
  codeExample: 'AU-001',
});
const validate = (raw: object) =>
  Object.fromEntries(
    Object.entries(z.parse(area.listSearch.validateSearch, raw) as PlainSearch).filter(([, v]) => v !== undefined),
  );

describe('filters a list query names', () => {
  it('come in the order declared, only where asked for', () => {
    expect(queryFiltersOf(fields)).toEqual([
      { kind: 'rating', param: 'level' },
      { kind: 'person', param: 'ownerID' },
      { kind: 'asset' },
      { kind: 'any', param: 'hasFindings' },
    ]);
  });

  it('leave ratings out of the form: the server works them out', () => {
    expect(editableFieldsOf(fields).map(([name]) => name)).toEqual(['ownerID', 'asset']);
  });

  it('are kept in the address when valid, and dropped one by one when not', () => {
    const raw = { level: '3', ownerID: memberID, assetType: 'site', assetId, hasFindings: true, cell: 2, view: 'map' };
    expect(validate(raw)).toEqual({ ...raw, level: 3 });
    expect(validate({ level: 9, ownerID: 'me', hasFindings: 'maybe', view: 'pie' })).toEqual({});
  });

  it('drop half an asset, and never ask the API for the view', () => {
    expect(validate({ assetId })).toEqual({});
    expect(area.listQueryOf({ view: 'map', q: 'dam', ownerID: memberID, assetType: 'site' })).toEqual({
      q: 'dam',
      ownerID: memberID,
    });
  });
});
