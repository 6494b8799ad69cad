/** Sites' calls (CONTRACT §9): `/api/sites`, its records, and the writes, as every asset kind has them. */
import {
  siteSchema,
  type CreateSiteInput,
  type Site,
  type UpdateSiteInput,
} from '@freeboard/shared/sites/sites.schemas';
import { assetRecordApi } from '../../assets/api/asset-record-api';
import { useUpdateAsset } from '../../assets/api/asset-writes';
import { parentPageSize, parentQuery, parentSelect } from '../../assets/parent-select';
import type { SiteListFilters } from '../site-search';
import { siteKeys } from './site-keys';

export { siteKeys };

export const siteApi = assetRecordApi<typeof siteSchema, CreateSiteInput, UpdateSiteInput>({
  keys: siteKeys,
  path: '/sites',
  schema: siteSchema,
});

export const siteQueryOptions = (tenantID: string | null, siteID: string) => siteApi.detailOptions(tenantID, siteID);

export function sitesQueryOptions(tenantID: string | null, filters: SiteListFilters) {
  return siteApi.listOptions(tenantID, filters);
}

export const siteIDOf = (site: Site) => site.siteID;

export const useUpdateSite = (siteID: string) => useUpdateAsset(siteApi, siteID);

/** Sites to choose from, as a parent of an infrastructure or a list filter. */
export const SiteSelect = parentSelect(
  (tenantID) => siteApi.listOptions(tenantID, parentQuery, parentPageSize),
  siteIDOf,
);
