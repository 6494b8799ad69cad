/** The risk register's address and History words, as its declaration makes them. */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { choiceWordsOf } from '../../lib/collection/field-declarations';
import type { PlainSearch } from '../../lib/collection/plain-area';
import { riskArea } from './risk-area';

const assetId = '0190a000-0000-7000-8000-0000000000f1';
const validate = (raw: object) => z.parse(riskArea.listSearch.validateSearch, raw) as PlainSearch;
const set = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe('the risks list address', () => {
  it('keeps the filters, search, sort, heat map cell and view it understands', () => {
    const search = validate({
      q: 'overtopping',
      sort: '-inherentRiskRating',
      status: 'open',
      rating: 4,
      residualRating: '2',
      failureMode: 'seepage',
      critical: true,
      ownerID: assetId,
      assetType: 'facility',
      assetId,
      likelihood: 3,
      consequence: 5,
      view: 'heat-map',
    });
    expect(set(search)).toEqual({
      q: 'overtopping',
      sort: '-inherentRiskRating',
      status: 'open',
      rating: 4,
      residualRating: 2,
      failureMode: 'seepage',
      critical: true,
      ownerID: assetId,
      assetType: 'facility',
      assetId,
      likelihood: 3,
      consequence: 5,
      view: 'heat-map',
    });
  });

  it('drops what it does not understand, and half an asset', () => {
    const search = validate({ status: 'sleeping', rating: 7, sort: 'owner', view: 'pie', assetId });
    expect(set(search)).toEqual({});
    expect(riskArea.listQueryOf(search)).toEqual({});
    expect(set(validate({ assetType: 'site' }))).toEqual({});
  });

  it('asks the API for the set filters only, without the view', () => {
    expect(riskArea.listQueryOf(validate({ status: 'open', view: 'heat-map', critical: false }))).toEqual({
      status: 'open',
      critical: false,
    });
  });
});

describe('the risk register declaration', () => {
  it('shows its columns in the register’s order, the failure mode only as a filter', () => {
    expect(riskArea.columns).toEqual([
      'status',
      'asset',
      'ownerID',
      'inherentRiskRating',
      'residualRiskRating',
      'controlCount',
      'criticalControlCount',
    ]);
  });

  it('words a risk’s status and failure mode in its History as the list does', () => {
    expect(choiceWordsOf(riskArea.fields)).toEqual({ status: 'statuses', failureMode: 'failureModes' });
  });
});
