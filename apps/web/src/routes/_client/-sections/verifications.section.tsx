/** A control's verifications: when it was shown to work, by whom, with what evidence. */
import { VerificationsSection } from '../../../features/controls/components/verifications-section';
import { recordSection } from '../../../lib/collection/record-section';

export const verificationsSection = recordSection({
  name: 'verifications',
  on: ['control'],
  render: ({ recordID }) => <VerificationsSection key={`${recordID}-verifications`} controlID={recordID} />,
});
