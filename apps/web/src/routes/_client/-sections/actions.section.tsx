/** The actions raised from a risk or a control. */
import { RecordActions } from '../../../features/actions/components/record-actions';
import { recordSection } from '../../../lib/collection/record-section';

export const actionsSection = recordSection({
  name: 'actions',
  on: ['risk', 'control'],
  render: ({ on, recordID }) => (
    <RecordActions
      key={`${recordID}-actions`}
      from={on === 'risk' ? { source: 'risk', riskID: recordID } : { source: 'control', controlID: recordID }}
    />
  ),
});
