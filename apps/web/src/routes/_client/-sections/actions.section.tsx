/** The actions raised from a risk or a control. */
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { RecordActions } from '../../../features/actions/components/record-actions';
import { recordSection } from '../../../lib/collection/record-section';

/** A risk raises its actions on its own asset too. */
export const actionsSection = recordSection<{ asset?: AssetRef | null }, 'risk' | 'control'>({
  name: 'actions',
  on: ['risk', 'control'],
  render: ({ on, record, recordID }) => (
    <RecordActions
      key={`${recordID}-actions`}
      from={
        on === 'risk'
          ? { source: 'risk', riskID: recordID, asset: record.asset }
          : { source: 'control', controlID: recordID }
      }
    />
  ),
});
