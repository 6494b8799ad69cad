/** What the routes nested under an asset (`/api/sites/{siteID}/…`) share, whatever they serve. */
import type { Subject } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';

export interface AssetRouteLevel<Type extends AssetType = AssetType> {
  assetType: Type;
  /** The collection's path: "cross-sections". */
  collection: string;
  /** The asset's ID parameter: "crossSectionID". */
  param: string;
  subject: Subject;
}

export const assetRouteLevels: AssetRouteLevel[] = [
  { assetType: 'site', collection: 'sites', param: 'siteID', subject: 'Site' },
  { assetType: 'infrastructure', collection: 'infrastructures', param: 'infrastructureID', subject: 'Infrastructure' },
  { assetType: 'facility', collection: 'facilities', param: 'facilityID', subject: 'Facility' },
  { assetType: 'cross-section', collection: 'cross-sections', param: 'crossSectionID', subject: 'CrossSection' },
];

/** Reads the asset's ID from a request whose params were validated to hold `param`. */
export const assetIDOf =
  (param: string) =>
  (request: { params: unknown }): string =>
    (request.params as Record<string, string>)[param]!;
