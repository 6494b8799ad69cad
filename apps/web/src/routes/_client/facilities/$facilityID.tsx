import { createFileRoute } from '@tanstack/react-router';
import { AssetRecordScreen } from '../../../features/assets/asset-record-screen';
import { facilityApi } from '../../../features/facilities/api/facility-api';
import { facilityDefinition } from '../../../features/facilities/facility-definition';
import { facilitySections } from '../../../lib/record-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/facilities/$facilityID')({
  validateSearch: sectionSearchSchema(facilitySections, facilitySections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchQuery(facilityApi.detailOptions(tenantID, params.facilityID));
  },
  staticData: { crumb: 'crumbs.facility' },
  component: Page,
});

function Page() {
  const { facilityID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AssetRecordScreen
      definition={facilityDefinition}
      assetID={facilityID}
      onDeleted={() => navigate({ to: '/facilities' })}
    />
  );
}
