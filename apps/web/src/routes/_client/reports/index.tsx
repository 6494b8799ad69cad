import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/reports/')({
  staticData: { crumb: 'nav.reports' },
  component: () => <AreaNotAvailable area="reports" />,
});
