import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { branchIDs } from '../../test/asset-fixtures';
import { facilitySearchSchema } from './facility-search';

describe('facilities list search', () => {
  it('keeps the search, a valid sort and the site, infrastructure, phase and class filters', () => {
    const search = {
      q: 'embankment',
      sort: 'phase',
      siteID: branchIDs.site,
      infrastructureID: branchIDs.infrastructure,
      phase: 'operation',
      consequenceClass: 'very_high',
    };
    expect(z.parse(facilitySearchSchema, search)).toEqual(search);
  });

  it('drops each invalid value on its own', () => {
    expect(
      z.parse(facilitySearchSchema, {
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
    expect(z.parse(facilitySearchSchema, {})).toEqual({});
  });
});
