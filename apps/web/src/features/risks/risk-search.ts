/**
 * The risks list's search parameters: the register's search text, sort and filters (the shared
 * list query of CONTRACT §9 "Risks", each invalid value dropped from the address), and the view,
 * the list or the heat map. What the API is asked for leaves the view out.
 */
import { riskFilters, riskSortFields } from '@freeboard/shared/risks/risk-list-query';
import * as z from 'zod/mini';
import { listFiltersOf, listSearchSchema } from '../../lib/list-search';
import type { RiskQuery } from './api/get-risks';

export const riskViews = ['list', 'heat-map'] as const;
export type RiskView = (typeof riskViews)[number];

const { assetType, assetId, critical: _critical, ...ownFilters } = riskFilters;

export const riskSearchSchema = z.extend(listSearchSchema({ sortFields: riskSortFields, filters: ownFilters }), {
  // The asset is a pair: either alone is dropped below, with the address rewritten.
  assetType: z.catch(z.optional(assetType), undefined),
  assetId: z.catch(z.optional(assetId), undefined),
  // The router reads `?critical=true` as a boolean already; the API's parameter is its text.
  critical: z.catch(z.optional(z.boolean()), undefined),
  view: z.catch(z.optional(z.enum(riskViews)), undefined),
});

/** The route's `validateSearch`: each invalid value dropped, and a lone half of the asset pair too. */
export function validateRiskSearch(raw: Record<string, unknown>): RiskSearch {
  return validRiskSearch(riskSearchSchema.parse(raw));
}

export type RiskSearch = z.infer<typeof riskSearchSchema>;

/** The search with a lone half of the asset pair dropped. */
export function validRiskSearch(search: RiskSearch): RiskSearch {
  if ((search.assetType === undefined) === (search.assetId === undefined)) return search;
  return { ...search, assetType: undefined, assetId: undefined };
}

/** What the summary and the heat map are asked for: the set filters, the search and the sort, not the view. */
export function riskQueryOf(search: RiskSearch): RiskQuery {
  const { view: _view, ...query } = validRiskSearch(search);
  return listFiltersOf(query);
}
