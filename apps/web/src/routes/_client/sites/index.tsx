import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/sites/')({
  staticData: { crumb: 'nav.sites' },
  component: () => <AreaNotAvailable area="sites" />,
});
