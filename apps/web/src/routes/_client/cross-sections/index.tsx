import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/cross-sections/')({
  staticData: { crumb: 'nav.crossSections' },
  component: () => <AreaNotAvailable area="crossSections" />,
});
