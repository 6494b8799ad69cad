import { createFileRoute } from '@tanstack/react-router';
import { siteArea } from '../../../features/sites/site-area';
import { sitePages } from '../../../features/sites/site-pages';

export const Route = createFileRoute('/_client/sites/new')({
  validateSearch: siteArea.newSearch.validateSearch,
  staticData: { crumb: siteArea.crumbs.new },
  component: () => <sitePages.NewPage />,
});
