import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/reports/summary-reports')({
  staticData: { crumb: 'crumbs.summaryReports' },
  component: () => <AreaNotAvailable area="summaryReports" />,
});
