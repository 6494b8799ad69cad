import { createFileRoute } from '@tanstack/react-router';
import { infrastructureArea } from '../../../features/infrastructures/infrastructure-area';
import { infrastructurePages } from '../../../features/infrastructures/infrastructure-pages';

/** `/infrastructures/new?siteID=…`: opened from its site's page, the site is preset. */
export const Route = createFileRoute('/_client/infrastructures/new')({
  validateSearch: infrastructureArea.newSearch.validateSearch,
  staticData: { crumb: infrastructureArea.crumbs.new },
  component: () => <infrastructurePages.NewPage />,
});
