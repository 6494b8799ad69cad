import { createFileRoute } from '@tanstack/react-router';
import { riskSummaryQueryOptions } from '../../../features/risks/api/get-risks';
import { RisksPage } from '../../../features/risks/components/risks-page';
import { riskArea, riskQueryOf } from '../../../features/risks/risk-area';
import type { PlainSearch } from '../../../lib/collection/plain-area';

export const Route = createFileRoute('/_client/risks/')({
  validateSearch: riskArea.listSearch.validateSearch,
  loaderDeps: riskArea.listSearch.loaderDeps,
  beforeLoad: riskArea.listSearch.beforeLoad,
  // Prefetch without waiting, so the page shows its own loading state (spec: 'Loading...').
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(riskSummaryQueryOptions(tenantID, riskQueryOf(deps)));
  },
  component: Page,
});

function Page() {
  const search: PlainSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RisksPage
      search={search}
      // The address follows the list without adding a history entry per keystroke or choice; the
      // area's route validates these parameters, the router's types know only `q` and `sort`.
      onSearchChange={(changes) =>
        void navigate({ search: ((previous: PlainSearch) => ({ ...previous, ...changes })) as never, replace: true })
      }
      onOpen={(riskID) => void navigate({ to: '/risks/$riskID', params: { riskID } })}
    />
  );
}
