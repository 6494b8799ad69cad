import { IconLayoutDashboard } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/dashboard')({
  staticData: {
    crumb: 'nav.dashboard',
    nav: { group: 'overview', icon: IconLayoutDashboard, order: 1, subject: null },
  },
  component: () => <AreaNotAvailable area="dashboard" />,
});
