import { IconReport } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/reports/')({
  staticData: { crumb: 'nav.reports', nav: { group: 'work', icon: IconReport, order: 6, subject: 'Report' } },
  component: () => <AreaNotAvailable area="reports" />,
});
