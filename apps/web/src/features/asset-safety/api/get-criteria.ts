/** `GET /api/{sites|infrastructures|facilities|cross-sections}/{id}/criteria`: the criteria in effect and their sources. */
import { queryOptions } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { criteriaResponseSchema, type DesignCriteria } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { http } from '../../../lib/api';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { assetKinds } from '../../../lib/assets/asset-kinds';
import { criteriaKey } from './asset-safety-keys';

export function criteriaPath(assetType: AssetType, assetID: string): string {
  return `${assetKinds[assetType].listPath}/${encodeURIComponent(assetID)}/criteria`;
}

export async function getCriteria(tenantID: string, assetType: AssetType, assetID: string): Promise<DesignCriteria> {
  const response = await http.get(criteriaPath(assetType, assetID), forTenant(tenantID));
  return criteriaResponseSchema.parse(response.data).data;
}

export function criteriaQueryOptions(tenantID: string | null, assetType: AssetType, assetID: string) {
  return queryOptions({
    queryKey: criteriaKey(assetType, tenantID, assetID),
    queryFn: ({ queryKey }) => getCriteria(tenantOf(queryKey), assetType, assetID),
    enabled: tenantID !== null,
  });
}
