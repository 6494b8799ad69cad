/**
 * The four kinds of asset as the web app walks them (DOMAIN.md "Asset tree"): each kind's list
 * path, ability subject, the kind below it, and the search parameter that names a parent.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';

export interface AssetKind {
  listPath: string;
  /** The API collection, which is also the kind's query area (`['facilities', tenantID, …]`). */
  collection: 'sites' | 'infrastructures' | 'facilities' | 'cross-sections';
  /** The field of a record that holds its ID. */
  idField: 'siteID' | 'infrastructureID' | 'facilityID' | 'crossSectionID';
  subject: Subject;
  /** The kind of its children; cross-sections have none. */
  child: AssetType | null;
  /** How a child names it: the create input's field, and the child's `?<field>=` on `/…/new`. */
  parentField: 'siteID' | 'infrastructureID' | 'facilityID';
}

export const assetKinds: Record<AssetType, AssetKind> = {
  site: {
    listPath: '/sites',
    collection: 'sites',
    idField: 'siteID',
    subject: 'Site',
    child: 'infrastructure',
    parentField: 'siteID',
  },
  infrastructure: {
    listPath: '/infrastructures',
    collection: 'infrastructures',
    idField: 'infrastructureID',
    subject: 'Infrastructure',
    child: 'facility',
    parentField: 'infrastructureID',
  },
  facility: {
    listPath: '/facilities',
    collection: 'facilities',
    idField: 'facilityID',
    subject: 'Facility',
    child: 'cross-section',
    parentField: 'facilityID',
  },
  'cross-section': {
    listPath: '/cross-sections',
    collection: 'cross-sections',
    idField: 'crossSectionID',
    subject: 'CrossSection',
    child: null,
    parentField: 'facilityID',
  },
};

/** The record page of an asset. */
export function assetPath(type: AssetType, assetID: string): string {
  return `${assetKinds[type].listPath}/${encodeURIComponent(assetID)}`;
}

/** A page and its search parameters, as a link takes them. */
export interface AssetLocation {
  to: string;
  search: Record<string, string>;
}

/** The new page of a child of this asset, with the asset chosen as its parent. */
export function newChildLocation(type: AssetType, assetID: string): AssetLocation | null {
  const child = assetKinds[type].child;
  if (!child) return null;
  return { to: `${assetKinds[child].listPath}/new`, search: { [assetKinds[type].parentField]: assetID } };
}

/** The list of this asset's children, narrowed to it. */
export function childListLocation(type: AssetType, assetID: string): AssetLocation | null {
  const child = assetKinds[type].child;
  if (!child) return null;
  return { to: assetKinds[child].listPath, search: { [assetKinds[type].parentField]: assetID } };
}
