/**
 * `GET | PATCH /api/settings/tenant` (CONTRACT §9 "Administration"): the organization's name, the
 * language new accounts start in and the design criteria defaults per consequence class. Tenant
 * admins only. Cached under the `settings` area beside the risk matrix.
 */
import { queryOptions } from '@tanstack/react-query';
import { assetTypes } from '@freeboard/shared/common/assets';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  tenantSettingsSchema,
  type TenantSettings,
  type UpdateTenantSettingsInput,
} from '@freeboard/shared/settings/tenant-settings.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation } from '../../../lib/area-mutation';
import { assetKinds } from '../../../lib/assets/asset-kinds';
import { settingsKeys } from '../../../lib/risk-matrix';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

const tenantSettingsAnswer = dataEnvelope(tenantSettingsSchema);

export function tenantSettingsKey(tenantID: string | null) {
  return settingsKeys.detail(tenantID, 'tenant');
}

export async function getTenantSettings(tenantID: string): Promise<TenantSettings> {
  const response = await http.get('/settings/tenant', forTenant(tenantID));
  return tenantSettingsAnswer.parse(response.data).data;
}

export function tenantSettingsQueryOptions(tenantID: string | null) {
  return queryOptions({
    queryKey: tenantSettingsKey(tenantID),
    queryFn: ({ queryKey }) => getTenantSettings(tenantOf(queryKey)),
    enabled: tenantID !== null,
  });
}

export async function updateTenantSettings(
  tenantID: string,
  input: UpdateTenantSettingsInput,
): Promise<TenantSettings> {
  const response = await http.patch('/settings/tenant', input, forTenant(tenantID));
  return tenantSettingsAnswer.parse(response.data).data;
}

export function useUpdateTenantSettings() {
  return useAreaMutation({
    keys: settingsKeys,
    mutationFn: (input: UpdateTenantSettingsInput, tenantID) => updateTenantSettings(tenantID, input),
    onSuccess: async (settings, _input, { tenantID, queryClient }) => {
      queryClient.setQueryData(tenantSettingsKey(tenantID), settings);
      // Every element without criteria of its own takes its class's defaults: the criteria shown
      // on the asset pages may have changed.
      await Promise.all(
        assetTypes.map((type) => queryClient.invalidateQueries({ queryKey: [assetKinds[type].collection, tenantID] })),
      );
    },
  });
}
