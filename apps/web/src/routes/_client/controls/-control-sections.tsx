/**
 * A control's sections after Information: its Verifications (the controls feature's) and the
 * Actions raised from it (the actions feature's), composed here since a feature imports no other.
 */
import { RecordActions } from '../../../features/actions/components/record-actions';
import { VerificationsSection } from '../../../features/controls/components/verifications-section';

export function controlSections(section: string, _control: unknown, controlID: string) {
  switch (section) {
    case 'verifications':
      return <VerificationsSection controlID={controlID} />;
    case 'actions':
      return <RecordActions from={{ source: 'control', controlID }} />;
    default:
      return null;
  }
}
