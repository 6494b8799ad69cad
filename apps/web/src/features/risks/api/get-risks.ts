/** `GET /api/risks`: the tenant's risks with their controls resolved, a page at a time. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { riskListResponseSchema } from '@freeboard/shared/risks/risks.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

export interface RiskListParams {
  limit: number;
}

/** One page covers a whole demo register; larger registers load more on request. */
export const defaultRiskListParams: RiskListParams = { limit: 200 };

export async function getRisks(tenantID: string, params: RiskListParams & { cursor?: string }) {
  const response = await http.get('/risks', { params, ...forTenant(tenantID) });
  return riskListResponseSchema.parse(response.data);
}

export function risksQueryOptions(tenantID: string | null, params: RiskListParams = defaultRiskListParams) {
  return infiniteQueryOptions({
    queryKey: ['risks', tenantID, 'list', params],
    queryFn: ({ queryKey, pageParam }) =>
      getRisks(tenantOf(queryKey), { ...params, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}
