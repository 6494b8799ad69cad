/**
 * Assembles the asset tree from its rows, level by level. A facility's class is kept by the database
 * (the highest of its cross-sections'); an infrastructure's and a site's are the highest below them.
 */
import type { AssetTreeNode } from '@freeboard/shared/assets/asset-tree.schemas';
import { consequenceClassRank, type ConsequenceClass } from '@freeboard/shared/common/assets';

interface Row {
  id: string;
  code: string;
  name: string;
}
interface ChildRow extends Row {
  parentID: string;
}
interface RatedRow extends ChildRow {
  consequenceClass: ConsequenceClass | null;
}

export interface AssetTreeRows {
  sites: Row[];
  infrastructures: ChildRow[];
  facilities: RatedRow[];
  crossSections: RatedRow[];
}

function highest(classes: (ConsequenceClass | null)[]): ConsequenceClass | null {
  let top: ConsequenceClass | null = null;
  for (const value of classes) {
    if (value !== null && (top === null || consequenceClassRank(value) > consequenceClassRank(top))) top = value;
  }
  return top;
}

/** Children grouped by their parent's ID, in the order of the rows (by code). */
function byParent<T extends { parentID: string }>(rows: T[], toNode: (row: T) => AssetTreeNode) {
  const groups = new Map<string, AssetTreeNode[]>();
  for (const row of rows) {
    const group = groups.get(row.parentID);
    if (group) group.push(toNode(row));
    else groups.set(row.parentID, [toNode(row)]);
  }
  return (parentID: string) => groups.get(parentID) ?? [];
}

/** A node of a level whose class the database does not keep: the highest of its children's. */
function nodeRatedByChildren(assetType: 'site' | 'infrastructure', row: Row, children: AssetTreeNode[]): AssetTreeNode {
  return {
    assetType,
    assetID: row.id,
    code: row.code,
    name: row.name,
    consequenceClass: highest(children.map((child) => child.consequenceClass)),
    children,
  };
}

export function buildAssetTree(rows: AssetTreeRows): AssetTreeNode[] {
  const crossSectionsOf = byParent(rows.crossSections, (row) => ({
    assetType: 'cross-section',
    assetID: row.id,
    code: row.code,
    name: row.name,
    consequenceClass: row.consequenceClass,
    children: [],
  }));
  const facilitiesOf = byParent(rows.facilities, (row) => ({
    assetType: 'facility',
    assetID: row.id,
    code: row.code,
    name: row.name,
    consequenceClass: row.consequenceClass,
    children: crossSectionsOf(row.id),
  }));
  const infrastructuresOf = byParent(rows.infrastructures, (row) =>
    nodeRatedByChildren('infrastructure', row, facilitiesOf(row.id)),
  );
  return rows.sites.map((row) => nodeRatedByChildren('site', row, infrastructuresOf(row.id)));
}
