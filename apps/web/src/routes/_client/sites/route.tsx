import { IconMapPin } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { siteArea } from '../../../features/sites/site-area';

/** The sites area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/sites')({
  staticData: { crumb: siteArea.crumbs.area, nav: { group: 'assets', icon: IconMapPin, order: 1 } },
});
