import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/actions/')({
  staticData: { crumb: 'nav.actions' },
  component: () => <AreaNotAvailable area="actions" />,
});
