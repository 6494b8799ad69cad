import { createFileRoute } from '@tanstack/react-router';
import { facilityArea } from '../../../features/facilities/facility-area';
import { facilityPages } from '../../../features/facilities/facility-pages';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/facilities/$facilityID')({
  validateSearch: facilityArea.recordSearch.validateSearch,
  beforeLoad: facilityArea.recordSearch.beforeLoad,
  loader: (match) => facilityPages.prefetchRecord(match),
  staticData: { crumb: facilityArea.crumbs.record },
  component: Page,
});

const sections = sectionsOf('facility');

function Page() {
  return <facilityPages.RecordPage {...sections} />;
}
