import { createFileRoute } from '@tanstack/react-router';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';
import { crossSectionPages } from '../../../features/cross-sections/cross-section-pages';

export const Route = createFileRoute('/_client/cross-sections/')({
  validateSearch: crossSectionArea.listSearch.validateSearch,
  loaderDeps: crossSectionArea.listSearch.loaderDeps,
  beforeLoad: crossSectionArea.listSearch.beforeLoad,
  loader: (match) => crossSectionPages.prefetchList(match),
  component: () => <crossSectionPages.ListPage />,
});
