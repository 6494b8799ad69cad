import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { branchIDs } from '../../test/asset-fixtures';
import { crossSectionSearchSchema } from './cross-section-search';

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
