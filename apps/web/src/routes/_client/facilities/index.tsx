import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/facilities/')({
  staticData: { crumb: 'nav.facilities' },
  component: () => <AreaNotAvailable area="facilities" />,
});
