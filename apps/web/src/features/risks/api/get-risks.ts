/**
 * The risk register: `GET /api/risks/summary` answers every risk of the tenant with its control
 * counts on one page; a risk's controls come with the risk itself (`GET /api/risks/{id}`), read
 * when its row unfolds.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { riskSchema, riskSummaryResponseSchema } from '@freeboard/shared/risks/risks.schemas';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

export async function getRiskSummary(tenantID: string) {
  const response = await http.get('/risks/summary', forTenant(tenantID));
  return riskSummaryResponseSchema.parse(response.data);
}

/** An infinite query with a single page, so the register fits the shared list view. */
export function riskSummaryQueryOptions(tenantID: string | null) {
  return infiniteQueryOptions({
    queryKey: ['risks', tenantID, 'summary'],
    queryFn: ({ queryKey }) => getRiskSummary(tenantOf(queryKey)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}

const riskAnswerSchema = dataEnvelope(riskSchema);

export async function getRisk(tenantID: string, riskID: string) {
  const response = await http.get(`/risks/${encodeURIComponent(riskID)}`, forTenant(tenantID));
  return riskAnswerSchema.parse(response.data).data;
}

export function riskQueryOptions(tenantID: string | null, riskID: string) {
  return queryOptions({
    queryKey: ['risks', tenantID, 'detail', riskID],
    queryFn: ({ queryKey }) => getRisk(tenantOf(queryKey), riskID),
    enabled: tenantID !== null,
  });
}
