import { createFileRoute } from '@tanstack/react-router';
import { AreaListPage } from '../../../components/collection/area-list-page';
import { crossSectionApi } from '../../../features/cross-sections/api/cross-section-api';
import { CrossSectionsList } from '../../../features/cross-sections/components/cross-sections-list';
import { crossSectionSearchSchema } from '../../../features/cross-sections/cross-section-search';
import { listFiltersOf, rewriteListSearch } from '../../../lib/list-search';
import { crossSectionDefinition } from '../../../features/cross-sections/cross-section-definition';

export const Route = createFileRoute('/_client/cross-sections/')({
  validateSearch: crossSectionSearchSchema,
  loaderDeps: ({ search }) => listFiltersOf(search),
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  // Prefetch without waiting, so the page shows its own skeleton.
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(crossSectionApi.listOptions(tenantID, deps));
  },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaListPage definition={crossSectionDefinition}>
      <CrossSectionsList
        search={search}
        // The address follows the list without adding a history entry per keystroke or choice.
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
        onOpen={(crossSectionID) =>
          void navigate({ to: '/cross-sections/$crossSectionID', params: { crossSectionID } })
        }
      />
    </AreaListPage>
  );
}
