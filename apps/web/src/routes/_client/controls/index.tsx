import { createFileRoute } from '@tanstack/react-router';
import { controlArea } from '../../../features/controls/control-area';
import { controlPages } from '../../../features/controls/control-pages';

export const Route = createFileRoute('/_client/controls/')({
  validateSearch: controlArea.listSearch.validateSearch,
  loaderDeps: controlArea.listSearch.loaderDeps,
  beforeLoad: controlArea.listSearch.beforeLoad,
  loader: (match) => controlPages.prefetchList(match),
  component: () => <controlPages.ListPage />,
});
