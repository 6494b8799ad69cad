import { createFileRoute } from '@tanstack/react-router';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';
import { crossSectionPages } from '../../../features/cross-sections/cross-section-pages';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/cross-sections/$crossSectionID')({
  validateSearch: crossSectionArea.recordSearch.validateSearch,
  beforeLoad: crossSectionArea.recordSearch.beforeLoad,
  loader: (match) => crossSectionPages.prefetchRecord(match),
  staticData: { crumb: crossSectionArea.crumbs.record },
  component: Page,
});

const sections = sectionsOf('cross-section');

function Page() {
  return <crossSectionPages.RecordPage {...sections} />;
}
