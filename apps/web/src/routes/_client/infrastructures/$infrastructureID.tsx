import { createFileRoute } from '@tanstack/react-router';
import { infrastructureArea } from '../../../features/infrastructures/infrastructure-area';
import { infrastructurePages } from '../../../features/infrastructures/infrastructure-pages';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/infrastructures/$infrastructureID')({
  validateSearch: infrastructureArea.recordSearch.validateSearch,
  beforeLoad: infrastructureArea.recordSearch.beforeLoad,
  loader: (match) => infrastructurePages.prefetchRecord(match),
  staticData: { crumb: infrastructureArea.crumbs.record },
  component: Page,
});

const sections = sectionsOf('infrastructure');

function Page() {
  return <infrastructurePages.RecordPage {...sections} />;
}
