import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/infrastructures/')({
  staticData: { crumb: 'nav.infrastructures' },
  component: () => <AreaNotAvailable area="infrastructures" />,
});
