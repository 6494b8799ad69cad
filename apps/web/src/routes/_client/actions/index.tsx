import { createFileRoute } from '@tanstack/react-router';
import { actionArea } from '../../../features/actions/action-area';
import { actionPages } from '../../../features/actions/action-pages';

export const Route = createFileRoute('/_client/actions/')({
  validateSearch: actionArea.listSearch.validateSearch,
  loaderDeps: actionArea.listSearch.loaderDeps,
  beforeLoad: actionArea.listSearch.beforeLoad,
  loader: (match) => actionPages.prefetchList(match),
  component: () => <actionPages.ListPage />,
});
