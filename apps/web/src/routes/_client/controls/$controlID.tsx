import { createFileRoute } from '@tanstack/react-router';
import { controlArea } from '../../../features/controls/control-area';
import { controlPages } from '../../../features/controls/control-pages';
import { controlSections } from './-control-sections';

export const Route = createFileRoute('/_client/controls/$controlID')({
  validateSearch: controlArea.recordSearch.validateSearch,
  beforeLoad: controlArea.recordSearch.beforeLoad,
  loader: (match) => controlPages.prefetchRecord(match),
  staticData: { crumb: controlArea.crumbs.record },
  component: () => <controlPages.RecordPage renderSection={controlSections} />,
});
