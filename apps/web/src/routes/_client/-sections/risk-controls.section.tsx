/** A risk's controls: linked, rated and verified from its page. */
import type { RiskRecord } from '../../../features/risks/api/get-risks';
import { RiskControlsSection } from '../../../features/risks/components/risk-controls-section';
import { recordSection } from '../../../lib/collection/record-section';

export const riskControlsSection = recordSection<RiskRecord, 'risk'>({
  name: 'controls',
  on: ['risk'],
  render: ({ record, recordID }) => <RiskControlsSection key={`${recordID}-controls`} risk={record} />,
});
