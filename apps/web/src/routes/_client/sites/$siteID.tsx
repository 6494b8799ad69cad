import { createFileRoute } from '@tanstack/react-router';
import { siteArea } from '../../../features/sites/site-area';
import { sitePages } from '../../../features/sites/site-pages';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/sites/$siteID')({
  validateSearch: siteArea.recordSearch.validateSearch,
  beforeLoad: siteArea.recordSearch.beforeLoad,
  loader: (match) => sitePages.prefetchRecord(match),
  staticData: { crumb: siteArea.crumbs.record },
  component: Page,
});

const sections = sectionsOf('site');

function Page() {
  return <sitePages.RecordPage {...sections} />;
}
