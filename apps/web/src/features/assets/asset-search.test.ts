import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { crossSectionSearchSchema } from '../cross-sections/cross-section-search';
import { facilitySearchSchema } from '../facilities/facility-search';
import { infrastructureSearchSchema } from '../infrastructures/infrastructure-search';
import { branchIDs } from './test-fixtures';

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

describe('cross-sections list search', () => {
  it('keeps the search, a valid sort and the facility filter', () => {
    expect(z.parse(crossSectionSearchSchema, { q: 'Ch 1', sort: 'code', facilityID: branchIDs.facility })).toEqual({
      q: 'Ch 1',
      sort: 'code',
      facilityID: branchIDs.facility,
    });
  });

  it('drops each invalid value on its own', () => {
    expect(z.parse(crossSectionSearchSchema, { q: 'x'.repeat(201), sort: 'chainage', facilityID: 'F-001' })).toEqual({
      q: undefined,
      sort: undefined,
      facilityID: undefined,
    });
  });
});
