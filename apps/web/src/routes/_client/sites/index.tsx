import { createFileRoute } from '@tanstack/react-router';
import { siteArea } from '../../../features/sites/site-area';
import { sitePages } from '../../../features/sites/site-pages';

export const Route = createFileRoute('/_client/sites/')({
  validateSearch: siteArea.listSearch.validateSearch,
  loaderDeps: siteArea.listSearch.loaderDeps,
  beforeLoad: siteArea.listSearch.beforeLoad,
  loader: (match) => sitePages.prefetchList(match),
  component: () => <sitePages.ListPage />,
});
