/**
 * What each section of an asset's record page shows, the same for the four kinds of asset: the page
 * hands over its own Information section; the others are the asset register's shared sections.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { NotAvailableNotice } from '../../components/not-available-notice';

export type AssetSection = 'information' | 'criteria' | 'document' | 'users' | 'consequence-rating';

export function AssetSectionContent({
  assetType,
  assetID,
  section,
  information,
}: {
  assetType: AssetType;
  assetID: string;
  section: AssetSection;
  information: ReactNode;
}) {
  switch (section) {
    case 'information':
      return information;
    case 'criteria':
      return <NotAvailableNotice key={`${assetType}-${assetID}-criteria`} />;
    case 'consequence-rating':
      return <NotAvailableNotice key={`${assetType}-${assetID}-rating`} />;
    case 'users':
      return <NotAvailableNotice key={`${assetType}-${assetID}-users`} />;
    case 'document':
      return <NotAvailableNotice key={`${assetType}-${assetID}-document`} />;
  }
}
