import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/evaluations/')({
  staticData: { crumb: 'nav.evaluations' },
  component: () => <AreaNotAvailable area="evaluations" />,
});
