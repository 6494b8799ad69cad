/**
 * Nests the asset tree's levels, each row under its parent in the level above, in row order (by
 * code). The classes and child counts come with the rows: a level the answer stops at still says
 * what is below it.
 */
import type { AssetTreeNode } from '@freeboard/shared/assets/asset-tree.schemas';
import type { AssetType, ConsequenceClass } from '@freeboard/shared/common/assets';

export interface AssetTreeRow {
  id: string;
  /** Null for a site. */
  parentID: string | null;
  code: string;
  name: string;
  consequenceClass: ConsequenceClass | null;
  childCount: number;
}

export interface AssetTreeLevel {
  assetType: AssetType;
  rows: AssetTreeRow[];
}

/** The first level's nodes, each with its descendants from the levels after it. */
export function nestAssetTree(levels: AssetTreeLevel[]): AssetTreeNode[] {
  let childrenOf = (_parentID: string): AssetTreeNode[] => [];
  let nodes: AssetTreeNode[] = [];
  for (const { assetType, rows } of [...levels].reverse()) {
    const below = childrenOf;
    nodes = rows.map((row) => ({
      assetType,
      assetID: row.id,
      code: row.code,
      name: row.name,
      consequenceClass: row.consequenceClass,
      childCount: row.childCount,
      children: below(row.id),
    }));
    const groups = new Map<string, AssetTreeNode[]>();
    nodes.forEach((node, index) => {
      const parentID = rows[index]!.parentID ?? '';
      const group = groups.get(parentID);
      if (group) group.push(node);
      else groups.set(parentID, [node]);
    });
    childrenOf = (parentID) => groups.get(parentID) ?? [];
  }
  return nodes;
}
