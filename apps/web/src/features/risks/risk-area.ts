/**
 * The risk register as a declared list: a risk's summary (`GET /api/risks/summary`) by field kind,
 * its sorts and filters (CONTRACT §9 "Risks"), and the heat map as its other view. The record,
 * new and edit pages stay on `riskDefinition` (see there). Light on purpose: the list route reads
 * it at start-up.
 */
import { riskFilters, riskSortFields, type RiskListQuery } from '@freeboard/shared/risks/risk-list-query';
import { failureModes, riskStatuses } from '@freeboard/shared/risks/risk-enums';
import { riskNames } from '@freeboard/shared/risks/risks.names';
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { declareArea, type PlainSearch } from '../../lib/collection/plain-area';
import type { RiskQuery } from './api/get-risks';

export const riskArea = declareArea<RiskSummary, RiskListQuery>({
  names: riskNames,
  namespace: 'risks',
  nameField: 'title',
  sortFields: riskSortFields,
  // In the order the filters stand; the columns' is below.
  fields: {
    status: { kind: 'choice', values: riskStatuses, words: 'statuses', filter: true, width: 92 },
    failureMode: { kind: 'choice', values: failureModes, words: 'failureModes', filter: true, list: false },
    inherentRiskRating: { kind: 'rating', filter: 'rating', width: 120 },
    residualRiskRating: { kind: 'rating', filter: 'residualRating', width: 92 },
    // Drawn by the register as "1 critical · 1 not in place".
    criticalControlCount: { kind: 'number', readOnly: true, anyFilter: 'critical', width: 150 },
    ownerID: { kind: 'person', nameField: 'ownerName', filter: true, missing: 'list.noOwner', width: 124 },
    asset: { kind: 'asset', filter: true, codeOnly: true, missing: 'list.noAsset', width: 78 },
    controlCount: { kind: 'number', readOnly: true, width: 96 },
  },
  columns: [
    'status',
    'asset',
    'ownerID',
    'inherentRiskRating',
    'residualRiskRating',
    'controlCount',
    'criticalControlCount',
  ],
  // The heat map's cell, chosen on the map and shown as a chip among the filters.
  filters: { likelihood: riskFilters.likelihood, consequence: riskFilters.consequence },
  views: ['heat-map'],
  codeWidth: 72,
  codeExample: 'R-001',
});

/** What the summary, the heat map and the export are asked for: the set filters, the search and the sort, not the view. */
export function riskQueryOf(search: Partial<PlainSearch>): RiskQuery {
  // The declaration validated the address against the register's list query.
  return riskArea.listQueryOf(search) as RiskQuery;
}
