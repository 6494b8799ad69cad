/**
 * What each section of an asset's record page shows, the same for the four kinds of asset: the page
 * hands over its own Information section; the others are the asset register's shared sections.
 */
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { NotAvailableNotice } from '../../components/not-available-notice';
import { AssetDocumentsSection } from '../asset-documents/components/asset-documents-section';
import { ConsequenceRatingSection } from '../asset-safety/components/consequence-rating-section';
import { CriteriaSection } from '../asset-safety/components/criteria-section';
import { UsersSection } from '../responsibilities/components/users-section';

export type AssetSection = 'information' | 'criteria' | 'document' | 'users' | 'consequence-rating';

export function AssetSectionContent({
  assetType,
  assetID,
  ancestors,
  section,
  information,
}: {
  assetType: AssetType;
  assetID: string;
  /** The assets above it, site first: the criteria section names where a value comes from. */
  ancestors: readonly AssetRef[];
  section: AssetSection;
  information: ReactNode;
}) {
  switch (section) {
    case 'information':
      return information;
    case 'criteria':
      return (
        <CriteriaSection
          key={`${assetType}-${assetID}-criteria`}
          assetType={assetType}
          assetID={assetID}
          ancestors={ancestors}
        />
      );
    case 'consequence-rating':
      // Only cross-sections are rated; the classes above them follow from theirs.
      return assetType === 'cross-section' ? (
        <ConsequenceRatingSection key={`${assetID}-rating`} crossSectionID={assetID} />
      ) : (
        <NotAvailableNotice key={`${assetType}-${assetID}-rating`} />
      );
    case 'users':
      // Responsibilities are held for sites and facilities only (CONTRACT §9 "Assets").
      return assetType === 'site' || assetType === 'facility' ? (
        <UsersSection key={`${assetType}-${assetID}-users`} assetType={assetType} assetID={assetID} />
      ) : (
        <NotAvailableNotice key={`${assetType}-${assetID}-users`} />
      );
    case 'document':
      return <AssetDocumentsSection key={`${assetType}-${assetID}-document`} assetType={assetType} assetID={assetID} />;
  }
}
