/** `GET /api/cross-sections/{id}/stability-results`: newest analysis first, each judged against its minimum. */
import { queryOptions } from '@tanstack/react-query';
import {
  stabilityResultListResponseSchema,
  type StabilityResult,
} from '@freeboard/shared/stability-results/stability-results.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { stabilityResultsKey } from './asset-safety-keys';

export function stabilityResultsPath(crossSectionID: string): string {
  return `/cross-sections/${encodeURIComponent(crossSectionID)}/stability-results`;
}

export async function getStabilityResults(tenantID: string, crossSectionID: string): Promise<StabilityResult[]> {
  const response = await http.get(stabilityResultsPath(crossSectionID), forTenant(tenantID));
  return stabilityResultListResponseSchema.parse(response.data).data;
}

export function stabilityResultsQueryOptions(tenantID: string | null, crossSectionID: string) {
  return queryOptions({
    queryKey: stabilityResultsKey(tenantID, crossSectionID),
    queryFn: ({ queryKey }) => getStabilityResults(tenantOf(queryKey), crossSectionID),
    enabled: tenantID !== null,
  });
}
