import { createFileRoute } from '@tanstack/react-router';
import { AreaRecordScreen } from '../../../components/collection/area-record-screen';
import { facilityDefinition } from '../../../features/facilities/facility-definition';
import { facilitySections } from '../../../lib/record-sections';
import { assetSections, withRiskRegister } from '../-asset-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/facilities/$facilityID')({
  validateSearch: sectionSearchSchema(facilitySections, facilitySections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID)
      void context.queryClient.prefetchQuery(facilityDefinition.api.detailOptions(tenantID, params.facilityID));
  },
  staticData: { crumb: 'crumbs.facility' },
  component: Page,
});

const withRisks = withRiskRegister(facilityDefinition, 'facility');

function Page() {
  const { facilityID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={withRisks}
      recordID={facilityID}
      renderSection={assetSections('facility')}
      onDeleted={() => navigate({ to: '/facilities' })}
    />
  );
}
