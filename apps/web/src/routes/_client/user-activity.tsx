import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/user-activity')({
  staticData: { crumb: 'nav.userActivity' },
  component: () => <AreaNotAvailable area="userActivity" />,
});
