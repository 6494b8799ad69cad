import { createFileRoute } from '@tanstack/react-router';
import { AreaRecordScreen } from '../../../components/collection/area-record-screen';
import { crossSectionDefinition } from '../../../features/cross-sections/cross-section-definition';
import { crossSectionSections } from '../../../lib/record-sections';
import { assetSections, withRiskRegister } from '../-asset-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/cross-sections/$crossSectionID')({
  validateSearch: sectionSearchSchema(crossSectionSections, crossSectionSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID)
      void context.queryClient.prefetchQuery(crossSectionDefinition.api.detailOptions(tenantID, params.crossSectionID));
  },
  staticData: { crumb: 'crumbs.crossSection' },
  component: Page,
});

const withRisks = withRiskRegister(crossSectionDefinition, 'cross-section');

function Page() {
  const { crossSectionID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={withRisks}
      recordID={crossSectionID}
      renderSection={assetSections('cross-section')}
      onDeleted={() => navigate({ to: '/cross-sections' })}
    />
  );
}
