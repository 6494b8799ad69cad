/**
 * Query keys of the safety sections. Each sits under the asset's own record (`[area, tenantID,
 * 'detail', assetID, …]`), so whatever refreshes the asset refreshes them: a re-rating changes the
 * class whose tenant defaults apply, a criterion set above re-judges the stability results below.
 */
import { assetTypes, type AssetType } from '@freeboard/shared/common/assets';
import { areaKeys } from '../../../lib/area-keys';

export const assetAreaKeys = {
  site: areaKeys('sites'),
  infrastructure: areaKeys('infrastructures'),
  facility: areaKeys('facilities'),
  'cross-section': areaKeys('cross-sections'),
} as const satisfies Record<AssetType, ReturnType<typeof areaKeys>>;

export const crossSectionKeys = assetAreaKeys['cross-section'];

export function criteriaKey(assetType: AssetType, tenantID: string | null, assetID: string) {
  return [...assetAreaKeys[assetType].detail(tenantID, assetID), 'criteria'] as const;
}

export function stabilityResultsKey(tenantID: string | null, crossSectionID: string) {
  return [...crossSectionKeys.detail(tenantID, crossSectionID), 'stability-results'] as const;
}

export function consequenceRatingsKey(tenantID: string | null, crossSectionID: string) {
  return [...crossSectionKeys.detail(tenantID, crossSectionID), 'consequence-ratings'] as const;
}

/** The asset kinds below `assetType`, nearest first: their criteria may inherit from it. */
export function kindsBelow(assetType: AssetType): AssetType[] {
  return assetTypes.slice(assetTypes.indexOf(assetType) + 1);
}
