/** Sites' calls (CONTRACT §9): `/api/sites`, its records, and the writes, as every asset kind has them. */
import {
  siteSchema,
  type CreateSiteInput,
  type Site,
  type UpdateSiteInput,
} from '@freeboard/shared/sites/sites.schemas';
import { assetApi } from '../../../lib/assets/asset-api';

export const siteApi = assetApi<typeof siteSchema, CreateSiteInput, UpdateSiteInput>('site', siteSchema);

export const siteIDOf = (site: Site) => site.siteID;
