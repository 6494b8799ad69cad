import { IconBuildingFactory2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { infrastructureArea } from '../../../features/infrastructures/infrastructure-area';

/** The infrastructures area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/infrastructures')({
  staticData: { crumb: infrastructureArea.crumbs.area, nav: { group: 'assets', icon: IconBuildingFactory2, order: 2 } },
});
