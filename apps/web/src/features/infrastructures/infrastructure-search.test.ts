import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { branchIDs } from '../../test/asset-fixtures';
import { infrastructureSearchSchema } from './infrastructure-search';

describe('infrastructures list search', () => {
  it('keeps the search, a valid sort and the site and type filters', () => {
    expect(
      z.parse(infrastructureSearchSchema, { q: ' tsf ', sort: '-name', siteID: branchIDs.site, type: 'water_dam' }),
    ).toEqual({ q: 'tsf', sort: '-name', siteID: branchIDs.site, type: 'water_dam' });
  });

  it('drops each invalid value on its own', () => {
    expect(z.parse(infrastructureSearchSchema, { q: 'tsf', sort: 'height', siteID: 'S-001', type: 'lake' })).toEqual({
      q: 'tsf',
      sort: undefined,
      siteID: undefined,
      type: undefined,
    });
  });
});
