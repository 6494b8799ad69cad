import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/users/')({
  staticData: { crumb: 'nav.users' },
  component: () => <AreaNotAvailable area="users" />,
});
