import { createFileRoute } from '@tanstack/react-router';
import { AreaListPage } from '../../../components/collection/area-list-page';
import { siteApi } from '../../../features/sites/api/site-api';
import { SitesList } from '../../../features/sites/components/sites-list';
import { siteListFiltersOf, siteSearchSchema } from '../../../features/sites/site-search';
import { rewriteListSearch } from '../../../lib/list-search';
import { siteDefinition } from '../../../features/sites/site-definition';

export const Route = createFileRoute('/_client/sites/')({
  validateSearch: siteSearchSchema,
  loaderDeps: ({ search }) => siteListFiltersOf(search),
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  // Prefetch without waiting, so the page shows its own skeleton.
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(siteApi.listOptions(tenantID, deps));
  },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaListPage definition={siteDefinition}>
      <SitesList
        search={search}
        // The address follows the list without adding a history entry per keystroke or choice.
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
        onOpenSite={(siteID) => void navigate({ to: '/sites/$siteID', params: { siteID } })}
      />
    </AreaListPage>
  );
}
