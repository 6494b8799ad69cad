import { IconWall } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

/** The facilities area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/facilities')({
  staticData: { crumb: 'nav.facilities', nav: { group: 'assets', icon: IconWall, order: 3 } },
});
