import { IconShieldCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { controlArea } from '../../../features/controls/control-area';

export const Route = createFileRoute('/_client/controls')({
  staticData: { crumb: controlArea.crumbs.area, nav: { group: 'work', icon: IconShieldCheck, order: 4 } },
});
