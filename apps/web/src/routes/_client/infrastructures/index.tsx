import { createFileRoute } from '@tanstack/react-router';
import { AreaListPage } from '../../../components/collection/area-list-page';
import { infrastructureApi } from '../../../features/infrastructures/api/infrastructure-api';
import { InfrastructuresList } from '../../../features/infrastructures/components/infrastructures-list';
import { infrastructureSearchSchema } from '../../../features/infrastructures/infrastructure-search';
import { listFiltersOf, rewriteListSearch } from '../../../lib/list-search';
import { infrastructureDefinition } from '../../../features/infrastructures/infrastructure-definition';

export const Route = createFileRoute('/_client/infrastructures/')({
  validateSearch: infrastructureSearchSchema,
  loaderDeps: ({ search }) => listFiltersOf(search),
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  // Prefetch without waiting, so the page shows its own skeleton.
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(infrastructureApi.listOptions(tenantID, deps));
  },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaListPage definition={infrastructureDefinition}>
      <InfrastructuresList
        search={search}
        // The address follows the list without adding a history entry per keystroke or choice.
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
        onOpen={(infrastructureID) =>
          void navigate({ to: '/infrastructures/$infrastructureID', params: { infrastructureID } })
        }
      />
    </AreaListPage>
  );
}
