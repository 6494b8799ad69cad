/**
 * Where responsibilities sit in the cache: under their asset's own area (`sites` / `facilities`),
 * so that one write invalidates the assignments, the asset and its lists together — the facility's
 * `itrbAssigned` comes from its assignments.
 */
import { areaKeys } from '../../../lib/area-keys';

export type AssignableAssetType = 'site' | 'facility';

// The same keys as the sites and facilities areas' own (`areaKeys` makes equal arrays).
export const siteKeys = areaKeys('sites');
export const facilityKeys = areaKeys('facilities');

export function assetAreaKeys(assetType: AssignableAssetType) {
  return assetType === 'site' ? siteKeys : facilityKeys;
}

export function assignmentKeys(assetType: AssignableAssetType, tenantID: string | null, assetID: string) {
  return [...assetAreaKeys(assetType).detail(tenantID, assetID), 'assignments'] as const;
}

/** The path of the asset's collection: `/sites/{id}` or `/facilities/{id}`. */
export function assetPath(assetType: AssignableAssetType, assetID: string) {
  return `/${assetType === 'site' ? 'sites' : 'facilities'}/${encodeURIComponent(assetID)}`;
}
