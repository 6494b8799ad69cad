import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AssetType } from '@freeboard/shared/common/assets';
import { openRisksLocation } from '../../lib/assets/asset-risks';

/** An asset's count of open risks, linking to the risk register narrowed to them. */
export function OpenRiskCount({ assetType, assetID, count }: { assetType: AssetType; assetID: string; count: number }) {
  const location = openRisksLocation(assetType, assetID);
  return (
    <Anchor component={Link} to={location.to} search={location.search as never} size="sm">
      {count}
    </Anchor>
  );
}
