import { createFileRoute } from '@tanstack/react-router';
import { AreaRecordScreen } from '../../../components/collection/area-record-screen';
import { siteDefinition } from '../../../features/sites/site-definition';
import { siteSections } from '../../../lib/record-sections';
import { assetSections, withRiskRegister } from '../-asset-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/sites/$siteID')({
  validateSearch: sectionSearchSchema(siteSections, siteSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchQuery(siteDefinition.api.detailOptions(tenantID, params.siteID));
  },
  staticData: { crumb: 'crumbs.site' },
  component: Page,
});

const withRisks = withRiskRegister(siteDefinition, 'site');

function Page() {
  const { siteID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={withRisks}
      recordID={siteID}
      renderSection={assetSections('site')}
      onDeleted={() => navigate({ to: '/sites' })}
    />
  );
}
