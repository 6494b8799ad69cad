import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { assetPath } from '../../lib/assets/asset-kinds';

/** A link to an asset's record page. */
export function AssetLink({
  type,
  assetID,
  children,
  ...anchor
}: { type: AssetType; assetID: string; children: ReactNode; tabIndex?: number; title?: string } & AnchorProps) {
  return (
    <Anchor component={Link} to={assetPath(type, assetID)} {...anchor}>
      {children}
    </Anchor>
  );
}
