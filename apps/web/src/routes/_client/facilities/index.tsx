import { createFileRoute } from '@tanstack/react-router';
import { AreaListPage } from '../../../components/collection/area-list-page';
import { facilityApi } from '../../../features/facilities/api/facility-api';
import { FacilitiesList } from '../../../features/facilities/components/facilities-list';
import { facilitySearchSchema } from '../../../features/facilities/facility-search';
import { listFiltersOf, rewriteListSearch } from '../../../lib/list-search';
import { facilityDefinition } from '../../../features/facilities/facility-definition';

export const Route = createFileRoute('/_client/facilities/')({
  validateSearch: facilitySearchSchema,
  loaderDeps: ({ search }) => listFiltersOf(search),
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  // Prefetch without waiting, so the page shows its own skeleton.
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(facilityApi.listOptions(tenantID, deps));
  },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaListPage definition={facilityDefinition}>
      <FacilitiesList
        search={search}
        // The address follows the list without adding a history entry per keystroke or choice.
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
        onOpen={(facilityID) => void navigate({ to: '/facilities/$facilityID', params: { facilityID } })}
      />
    </AreaListPage>
  );
}
