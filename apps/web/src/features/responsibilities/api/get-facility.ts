/**
 * `GET /api/facilities/{facilityID}`: the facility record, for its ITRB gap (`itrbRequired`,
 * `itrbAssigned`). Cached under the facilities area's detail key, the entry the facility page reads,
 * so an assignment refreshes the gap wherever it is shown.
 */
import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { facilitySchema } from '@freeboard/shared/facilities/facilities.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { facilityKeys } from './responsibility-keys';

const facilityResponseSchema = dataEnvelope(facilitySchema);

export async function getFacility(tenantID: string, facilityID: string) {
  const response = await http.get(`/facilities/${encodeURIComponent(facilityID)}`, forTenant(tenantID));
  return facilityResponseSchema.parse(response.data).data;
}

export function facilityQueryOptions(tenantID: string | null, facilityID: string) {
  return queryOptions({
    queryKey: facilityKeys.detail(tenantID, facilityID),
    queryFn: ({ queryKey }) => getFacility(tenantOf(queryKey), facilityID),
    enabled: tenantID !== null,
  });
}
