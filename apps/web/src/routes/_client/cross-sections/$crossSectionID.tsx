import { createFileRoute } from '@tanstack/react-router';
import { crossSectionArea } from '../../../features/cross-sections/cross-section-area';
import { crossSectionPages } from '../../../features/cross-sections/cross-section-pages';
import { assetRiskRegister, assetSections } from '../-asset-sections';

export const Route = createFileRoute('/_client/cross-sections/$crossSectionID')({
  validateSearch: crossSectionArea.recordSearch.validateSearch,
  beforeLoad: crossSectionArea.recordSearch.beforeLoad,
  loader: (match) => crossSectionPages.prefetchRecord(match),
  staticData: { crumb: crossSectionArea.crumbs.record },
  component: Page,
});

const renderSection = assetSections('cross-section');
const riskRegister = assetRiskRegister('cross-section');

function Page() {
  return <crossSectionPages.RecordPage renderSection={renderSection} renderRelatedAlso={riskRegister} />;
}
