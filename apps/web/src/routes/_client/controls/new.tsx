import { createFileRoute } from '@tanstack/react-router';
import { controlArea } from '../../../features/controls/control-area';
import { controlPages } from '../../../features/controls/control-pages';

export const Route = createFileRoute('/_client/controls/new')({
  validateSearch: controlArea.newSearch.validateSearch,
  staticData: { crumb: controlArea.crumbs.new },
  component: () => <controlPages.NewPage />,
});
