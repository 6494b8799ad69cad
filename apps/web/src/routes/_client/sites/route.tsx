import { IconMapPin } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

/** The sites area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/sites')({
  staticData: { crumb: 'nav.sites', nav: { group: 'assets', icon: IconMapPin, order: 1 } },
});
