import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/dashboard')({
  staticData: { crumb: 'nav.dashboard' },
  component: () => <AreaNotAvailable area="dashboard" />,
});
