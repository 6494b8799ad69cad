/** `GET /api/sites/{siteID}`: one site with its computed counts. */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { siteSchema } from '@freeboard/shared/sites/sites.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { siteKeys } from './site-keys';

export const siteResponseSchema = dataEnvelope(siteSchema);

export async function getSite(tenantID: string, siteID: string) {
  const response = await http.get(`/sites/${encodeURIComponent(siteID)}`, forTenant(tenantID));
  return siteResponseSchema.parse(response.data).data;
}

export function siteQueryOptions(tenantID: string | null, siteID: string) {
  return queryOptions({
    queryKey: siteKeys.detail(tenantID, siteID),
    queryFn: ({ queryKey }) => getSite(tenantOf(queryKey), siteID),
    enabled: tenantID !== null,
  });
}
