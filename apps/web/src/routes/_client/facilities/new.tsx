import { createFileRoute } from '@tanstack/react-router';
import { facilityArea } from '../../../features/facilities/facility-area';
import { facilityPages } from '../../../features/facilities/facility-pages';

/** `/facilities/new?infrastructureID=…`: opened from its infrastructure's page, the infrastructure is preset. */
export const Route = createFileRoute('/_client/facilities/new')({
  validateSearch: facilityArea.newSearch.validateSearch,
  staticData: { crumb: facilityArea.crumbs.new },
  component: () => <facilityPages.NewPage />,
});
