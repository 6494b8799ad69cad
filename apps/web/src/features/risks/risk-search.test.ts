import { describe, expect, it } from 'vitest';
import { riskQueryOf, validateRiskSearch } from './risk-search';

const assetId = '0190a000-0000-7000-8000-0000000000f1';

describe('the risks list address', () => {
  it('keeps the filters, search, sort, heat map cell and view it understands', () => {
    const search = validateRiskSearch({
      q: 'overtopping',
      sort: '-inherentRiskRating',
      status: 'open',
      rating: 4,
      residualRating: '2',
      failureMode: 'seepage',
      critical: true,
      assetType: 'facility',
      assetId,
      likelihood: 3,
      consequence: 5,
      view: 'heat-map',
    });
    expect(search).toEqual({
      q: 'overtopping',
      sort: '-inherentRiskRating',
      status: 'open',
      rating: 4,
      residualRating: 2,
      failureMode: 'seepage',
      critical: true,
      assetType: 'facility',
      assetId,
      likelihood: 3,
      consequence: 5,
      view: 'heat-map',
    });
  });

  it('drops what it does not understand, and half an asset', () => {
    const search = validateRiskSearch({ status: 'sleeping', rating: 7, sort: 'owner', view: 'pie', assetId });
    expect(riskQueryOf(search)).toEqual({});
    expect(search.view).toBeUndefined();
  });

  it('asks the API for the set filters only, without the view', () => {
    expect(riskQueryOf(validateRiskSearch({ status: 'open', view: 'heat-map', critical: false }))).toEqual({
      status: 'open',
      critical: false,
    });
  });
});
