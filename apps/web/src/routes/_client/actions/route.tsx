import { IconChecklist } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { actionArea } from '../../../features/actions/action-area';

export const Route = createFileRoute('/_client/actions')({
  staticData: { crumb: actionArea.crumbs.area, nav: { group: 'work', icon: IconChecklist, order: 5 } },
});
