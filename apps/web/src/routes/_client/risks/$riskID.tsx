import { createFileRoute } from '@tanstack/react-router';
import { AreaRecordScreen } from '../../../components/collection/area-record-screen';
import { riskQueryOptions } from '../../../features/risks/api/get-risks';
import { riskDefinition } from '../../../features/risks/risk-definition';
import { riskSections } from '../../../features/risks/risk-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';
import { sectionsOf } from '../-sections/sections-of';

export const Route = createFileRoute('/_client/risks/$riskID')({
  validateSearch: sectionSearchSchema(riskSections, riskSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Prefetch without waiting, so the page shows its own loading state (and its own "not found").
  loader: ({ context, params }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchQuery(riskQueryOptions(tenantID, params.riskID));
  },
  staticData: { crumb: 'risks:record' },
  component: Page,
});

const sections = sectionsOf('risk');

function Page() {
  const { riskID } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AreaRecordScreen
      definition={riskDefinition}
      recordID={riskID}
      {...sections}
      onDeleted={() => navigate({ to: '/risks' })}
    />
  );
}
