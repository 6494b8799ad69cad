import { createFileRoute } from '@tanstack/react-router';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';
import { crossSectionPages } from '../../../features/cross-sections/cross-section-pages';

/** `/cross-sections/new?facilityID=…`: opened from its facility's page, the facility is preset. */
export const Route = createFileRoute('/_client/cross-sections/new')({
  validateSearch: crossSectionArea.newSearch.validateSearch,
  staticData: { crumb: crossSectionArea.crumbs.new },
  component: () => <crossSectionPages.NewPage />,
});
