/**
 * The risk register's calls: `GET /api/risks/summary` answers the filtered register with its
 * control counts, a page at a time; `GET /api/risks/heat-map` counts it by likelihood × consequence; a
 * risk itself (`GET /api/risks/{id}`, with its controls and residual suggestion) is read when its
 * row unfolds or its page opens, and written through `riskApi` (`POST`, `PATCH` with the version,
 * `DELETE`).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  riskHeatMapSchema,
  riskSchema,
  riskSummaryResponseSchema,
  type CreateRiskInput,
  type Risk,
  type RiskFilterQuery,
  type UpdateRiskInput,
} from '@freeboard/shared/risks/risks.schemas';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { http } from '../../../lib/api';
import { areaKeys, type AreaKeys } from '../../../lib/area-keys';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

export const riskKeys: AreaKeys = areaKeys('risks');

/** What the list, the summary and the heat map are asked for: only the parameters that are set. */
export type RiskQuery = Partial<RiskFilterQuery>;

export async function getRiskSummary(tenantID: string, query: RiskQuery = {}, cursor: string | null = null) {
  const params = cursor ? { ...query, cursor } : query;
  const response = await http.get('/risks/summary', { params, ...forTenant(tenantID) });
  return riskSummaryResponseSchema.parse(response.data);
}

/** The register a page at a time: the shared list view asks for the next as it scrolls. */
export function riskSummaryQueryOptions(tenantID: string | null, query: RiskQuery = {}) {
  return infiniteQueryOptions({
    queryKey: ['risks', tenantID, 'summary', query] as const,
    queryFn: ({ queryKey, pageParam }) => getRiskSummary(tenantOf(queryKey), query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}

export async function getRiskHeatMap(tenantID: string, query: RiskQuery) {
  const { sort: _sort, ...filters } = query;
  const response = await http.get('/risks/heat-map', { params: filters, ...forTenant(tenantID) });
  return riskHeatMapSchema.parse(response.data).data;
}

export function riskHeatMapQueryOptions(tenantID: string | null, query: RiskQuery) {
  // The heat map ignores its own cell filter, and the order of the list.
  const { sort: _sort, likelihood: _likelihood, consequence: _consequence, ...filters } = query;
  return queryOptions({
    queryKey: ['risks', tenantID, 'heat-map', filters] as const,
    queryFn: ({ queryKey }) => getRiskHeatMap(tenantOf(queryKey), filters),
    enabled: tenantID !== null,
  });
}

/** A risk as the record pages show it: its title is the name above the page. */
export type RiskRecord = Risk & { name: string };

const riskAnswerSchema = dataEnvelope(riskSchema);
const recordOf = (data: unknown): RiskRecord => {
  const risk = riskAnswerSchema.parse(data).data;
  return { ...risk, name: risk.title };
};
const riskPath = (riskID: string) => `/risks/${encodeURIComponent(riskID)}`;

export async function getRisk(tenantID: string, riskID: string) {
  return recordOf((await http.get(riskPath(riskID), forTenant(tenantID))).data);
}

export function riskQueryOptions(tenantID: string | null, riskID: string) {
  return queryOptions({
    queryKey: riskKeys.detail(tenantID, riskID),
    queryFn: ({ queryKey }) => getRisk(tenantOf(queryKey), riskID),
    enabled: tenantID !== null,
  });
}

/** The calls the shared record pages write through. */
export const riskApi = {
  keys: riskKeys,
  detailOptions: riskQueryOptions,
  async create(tenantID: string, input: CreateRiskInput) {
    return recordOf((await http.post('/risks', input, forTenant(tenantID))).data);
  },
  async update(tenantID: string, riskID: string, input: UpdateRiskInput) {
    return recordOf((await http.patch(riskPath(riskID), input, forTenant(tenantID))).data);
  },
  async remove(tenantID: string, riskID: string) {
    await http.delete(riskPath(riskID), forTenant(tenantID));
  },
};
