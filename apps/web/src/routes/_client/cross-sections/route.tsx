import { IconStack2 } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';

/** The cross-sections area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/cross-sections')({
  staticData: { crumb: crossSectionArea.crumbs.area, nav: { group: 'assets', icon: IconStack2, order: 4 } },
});
