import { createFileRoute } from '@tanstack/react-router';
import { facilityArea } from '../../../features/facilities/facility-area';
import { facilityPages } from '../../../features/facilities/facility-pages';

export const Route = createFileRoute('/_client/facilities/')({
  validateSearch: facilityArea.listSearch.validateSearch,
  loaderDeps: facilityArea.listSearch.loaderDeps,
  beforeLoad: facilityArea.listSearch.beforeLoad,
  loader: (match) => facilityPages.prefetchList(match),
  component: () => <facilityPages.ListPage />,
});
