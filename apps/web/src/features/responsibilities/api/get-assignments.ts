/** `GET /api/{sites|facilities}/{id}/assignments`: the people responsible for the asset, current ones first. */
import { queryOptions } from '@tanstack/react-query';
import { assignmentListResponseSchema } from '@freeboard/shared/assignments/assignments.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { assetPath, assignmentKeys, type AssignableAssetType } from './responsibility-keys';

export async function getAssignments(tenantID: string, assetType: AssignableAssetType, assetID: string) {
  const response = await http.get(`${assetPath(assetType, assetID)}/assignments`, forTenant(tenantID));
  // One answer holds them all: an asset has a handful of responsibilities, never a page's worth.
  return assignmentListResponseSchema.parse(response.data).data;
}

export function assignmentsQueryOptions(tenantID: string | null, assetType: AssignableAssetType, assetID: string) {
  return queryOptions({
    queryKey: assignmentKeys(assetType, tenantID, assetID),
    queryFn: ({ queryKey }) => getAssignments(tenantOf(queryKey), assetType, assetID),
    enabled: tenantID !== null,
  });
}
