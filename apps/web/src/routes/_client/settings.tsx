import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/settings')({
  staticData: { crumb: 'nav.settings' },
  component: () => <AreaNotAvailable area="settings" />,
});
