/**
 * What every asset kind's pages add to its declaration: where a record sits and what it holds below
 * its facts, and the other kinds refreshed after a write (their counts and classes follow from it).
 */
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { AreaRecord } from '../../lib/collection/area-definition';
import type { ReactNode } from 'react';
import { assetKinds } from '../../lib/assets/asset-kinds';
import { AssetChildren } from './asset-children';
import { AssetPlacement } from './asset-placement';

/** What a record page shows of every asset; a site, the top of the tree, has no ancestors. */
export interface AssetRecord extends AreaRecord {
  ancestors?: readonly AssetRef[];
}

export function assetPagesParts(type: AssetType): {
  refreshAlso: readonly string[];
  renderRelated: (record: AssetRecord, recordID: string) => ReactNode;
} {
  const { collection } = assetKinds[type];
  return {
    // A write changes the counts and classes of the records above it, in the other kinds' lists.
    refreshAlso: Object.values(assetKinds)
      .map((other) => other.collection)
      .filter((other) => other !== collection),
    renderRelated: (record, recordID) => (
      <>
        {record.ancestors?.length ? <AssetPlacement ancestors={record.ancestors} /> : null}
        <AssetChildren type={type} assetID={recordID} />
      </>
    ),
  };
}
