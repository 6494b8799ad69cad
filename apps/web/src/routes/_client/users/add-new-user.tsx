import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/users/add-new-user')({
  staticData: { crumb: 'crumbs.addUser' },
  component: () => <AreaNotAvailable area="addUser" />,
});
