/** Where an asset's open risks are listed: the risk register narrowed to the asset and to `open`. */
import type { AssetType } from '@freeboard/shared/common/assets';

export function openRisksLocation(assetType: AssetType, assetID: string) {
  return { to: '/risks/', search: { assetType, assetId: assetID, status: 'open' } } as const;
}
