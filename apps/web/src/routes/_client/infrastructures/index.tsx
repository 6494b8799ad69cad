import { createFileRoute } from '@tanstack/react-router';
import { infrastructureArea } from '../../../features/infrastructures/infrastructure-area';
import { infrastructurePages } from '../../../features/infrastructures/infrastructure-pages';

export const Route = createFileRoute('/_client/infrastructures/')({
  validateSearch: infrastructureArea.listSearch.validateSearch,
  loaderDeps: infrastructureArea.listSearch.loaderDeps,
  beforeLoad: infrastructureArea.listSearch.beforeLoad,
  loader: (match) => infrastructurePages.prefetchList(match),
  component: () => <infrastructurePages.ListPage />,
});
