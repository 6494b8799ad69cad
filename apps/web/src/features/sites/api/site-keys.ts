import { areaKeys } from '../../../lib/area-keys';

/** `['sites', tenantID, …]`: every sites query of a tenant, invalidated together after a write. */
export const siteKeys = areaKeys('sites');
