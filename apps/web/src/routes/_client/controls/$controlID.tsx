import { createFileRoute } from '@tanstack/react-router';
import { controlArea } from '../../../features/controls/control-area';
import { controlPages } from '../../../features/controls/control-pages';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/controls/$controlID')({
  validateSearch: controlArea.recordSearch.validateSearch,
  beforeLoad: controlArea.recordSearch.beforeLoad,
  loader: (match) => controlPages.prefetchRecord(match),
  staticData: { crumb: controlArea.crumbs.record },
  component: Page,
});

const sections = sectionsOf('control');

function Page() {
  return <controlPages.RecordPage {...sections} />;
}
