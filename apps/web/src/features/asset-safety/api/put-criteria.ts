/**
 * `PUT …/{id}/criteria` `{ values, version }`: sets (a number) or clears (null) values at this
 * element; a stale version is refused (409 version_conflict). The elements below may inherit what
 * changed, so their criteria and stability results are refreshed too.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import {
  criteriaResponseSchema,
  type DesignCriteria,
  type PutCriteriaInput,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { assetAreaKeys, criteriaKey, kindsBelow } from './asset-safety-keys';
import { criteriaPath } from './get-criteria';

export async function putCriteria(
  tenantID: string,
  assetType: AssetType,
  assetID: string,
  input: PutCriteriaInput,
): Promise<DesignCriteria> {
  const response = await http.put(criteriaPath(assetType, assetID), input, forTenant(tenantID));
  return criteriaResponseSchema.parse(response.data).data;
}

export function usePutCriteria(assetType: AssetType, assetID: string) {
  return useAreaMutation({
    keys: assetAreaKeys[assetType],
    mutationFn: (input: PutCriteriaInput, tenantID) => putCriteria(tenantID, assetType, assetID, input),
    onSuccess: async (criteria, _input, { tenantID, queryClient }) => {
      queryClient.setQueryData(criteriaKey(assetType, tenantID, assetID), criteria);
      await Promise.all(
        kindsBelow(assetType).map((kind) =>
          queryClient.invalidateQueries({ queryKey: assetAreaKeys[kind].all(tenantID) }),
        ),
      );
    },
  });
}
