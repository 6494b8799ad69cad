/**
 * An asset's open risks and its actions (the risk register's), its own and those of the assets
 * below it, under what it holds on Information.
 */
import { RecordActions } from '../../../features/actions/components/record-actions';
import { AssetOpenRisks } from '../../../features/risks/components/asset-open-risks';
import { recordSection } from '../../../lib/collection/record-section';

export const assetRiskRegisterSection = recordSection({
  name: 'information',
  on: ['site', 'infrastructure', 'facility', 'cross-section'],
  render: ({ on, recordID }) => (
    <>
      <AssetOpenRisks assetType={on} assetID={recordID} />
      <RecordActions from={{ source: 'asset', assetType: on, assetID: recordID }} />
    </>
  ),
});
