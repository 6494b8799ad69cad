import { createFileRoute } from '@tanstack/react-router';

/** The facilities area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/facilities')({
  staticData: { crumb: 'nav.facilities' },
});
