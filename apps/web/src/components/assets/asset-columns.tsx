/** What the asset lists show of a row's place in the tree: a parent named and linked from the row's ancestors. */
import { Text } from '@mantine/core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { AssetLink } from './asset-link';

/**
 * A parent of a row, as "code name" linking to it. On a phone it is text: the whole card opens the
 * row's own record, and a link inside it would catch taps meant for the card. `secondary` is a
 * quieter line under the nearest parent (the site under an infrastructure).
 */
export function AssetParentLink({
  asset,
  compact,
  secondary = false,
}: {
  asset: AssetRef | undefined;
  compact: boolean;
  secondary?: boolean;
}) {
  if (!asset) return null;
  const label = `${asset.code} ${asset.name}`;
  const size = secondary ? 'xs' : 'sm';
  if (compact || secondary) {
    return (
      <Text span size={size} c={secondary ? 'dimmed' : undefined} display="block">
        {label}
      </Text>
    );
  }
  return (
    <AssetLink type={asset.assetType} assetID={asset.assetID} size={size}>
      {label}
    </AssetLink>
  );
}
