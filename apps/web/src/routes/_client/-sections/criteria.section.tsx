/** The design criteria of an asset, with where each value comes from (asset safety). */
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { CriteriaSection } from '../../../features/asset-safety/components/criteria-section';
import { recordSection } from '../../../lib/collection/record-section';

export const criteriaSection = recordSection<{ ancestors?: readonly AssetRef[] }, AssetType>({
  name: 'criteria',
  on: ['site', 'infrastructure', 'facility', 'cross-section'],
  render: ({ on, record, recordID }) => (
    <CriteriaSection
      key={`${on}-${recordID}-criteria`}
      assetType={on}
      assetID={recordID}
      // The assets above it, site first: the criteria name where a value comes from.
      ancestors={record.ancestors ?? []}
    />
  ),
});
