import { createFileRoute } from '@tanstack/react-router';
import { AreaRecordScreen } from '../../../components/collection/area-record-screen';
import { infrastructureDefinition } from '../../../features/infrastructures/infrastructure-definition';
import { infrastructureSections } from '../../../lib/record-sections';
import { assetSections, withRiskRegister } from '../-asset-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/infrastructures/$infrastructureID')({
  validateSearch: sectionSearchSchema(infrastructureSections, infrastructureSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID)
      void context.queryClient.prefetchQuery(
        infrastructureDefinition.api.detailOptions(tenantID, params.infrastructureID),
      );
  },
  staticData: { crumb: 'crumbs.infrastructure' },
  component: Page,
});

const withRisks = withRiskRegister(infrastructureDefinition, 'infrastructure');

function Page() {
  const { infrastructureID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={withRisks}
      recordID={infrastructureID}
      renderSection={assetSections('infrastructure')}
      onDeleted={() => navigate({ to: '/infrastructures' })}
    />
  );
}
