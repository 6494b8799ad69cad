import { IconClipboardCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/evaluations/')({
  staticData: {
    crumb: 'nav.evaluations',
    nav: { group: 'work', icon: IconClipboardCheck, order: 1, subject: 'Evaluation' },
  },
  component: () => <AreaNotAvailable area="evaluations" />,
});
