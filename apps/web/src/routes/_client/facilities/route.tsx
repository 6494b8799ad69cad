import { IconWall } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { facilityArea } from '../../../features/facilities/facility-area';

/** The facilities area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/facilities')({
  staticData: { crumb: facilityArea.crumbs.area, nav: { group: 'assets', icon: IconWall, order: 3 } },
});
