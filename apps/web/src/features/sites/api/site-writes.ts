/**
 * Writes to sites (CONTRACT §9): create (201), update with the version read (409 when stale), and
 * delete (204; 409 while it still has infrastructure). Each invalidates only the tenant's sites.
 */
import type { CreateSiteInput, Site, UpdateSiteInput } from '@freeboard/shared/sites/sites.schemas';
import { http } from '../../../lib/api';
import { useAreaMutation, type AreaMutationContext } from '../../../lib/area-mutation';
import { forTenant } from '../../../lib/tenant-scope';
import { siteResponseSchema } from './get-site';
import { siteKeys } from './site-keys';

export async function createSite(tenantID: string, input: CreateSiteInput): Promise<Site> {
  const response = await http.post('/sites', input, forTenant(tenantID));
  return siteResponseSchema.parse(response.data).data;
}

export async function updateSite(tenantID: string, siteID: string, input: UpdateSiteInput): Promise<Site> {
  const response = await http.patch(`/sites/${encodeURIComponent(siteID)}`, input, forTenant(tenantID));
  return siteResponseSchema.parse(response.data).data;
}

export async function deleteSite(tenantID: string, siteID: string): Promise<void> {
  await http.delete(`/sites/${encodeURIComponent(siteID)}`, forTenant(tenantID));
}

/** The saved site goes straight into the cache, so its page shows it without another request. */
function remember(site: Site, { tenantID, queryClient }: AreaMutationContext) {
  queryClient.setQueryData(siteKeys.detail(tenantID, site.siteID), site);
}

export function useCreateSite(onCreated: (site: Site) => unknown) {
  return useAreaMutation({
    keys: siteKeys,
    mutationFn: (input: CreateSiteInput, tenantID) => createSite(tenantID, input),
    onSuccess: async (site, _input, context) => {
      remember(site, context);
      await onCreated(site);
    },
  });
}

export function useUpdateSite(siteID: string) {
  return useAreaMutation({
    keys: siteKeys,
    mutationFn: (input: UpdateSiteInput, tenantID) => updateSite(tenantID, siteID, input),
    onSuccess: (site, _input, context) => remember(site, context),
  });
}

export function useDeleteSite(siteID: string, onDeleted: () => unknown) {
  return useAreaMutation({
    keys: siteKeys,
    mutationFn: (_: void, tenantID) => deleteSite(tenantID, siteID),
    onSuccess: async (_data, _variables, { tenantID, queryClient }) => {
      // Leave the page first: its query would otherwise refetch a site that is gone.
      await onDeleted();
      queryClient.removeQueries({ queryKey: siteKeys.detail(tenantID, siteID) });
    },
  });
}
