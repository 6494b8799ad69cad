import { createFileRoute } from '@tanstack/react-router';
import { riskSummaryQueryOptions } from '../../../features/risks/api/get-risks';
import { RisksPage } from '../../../features/risks/components/risks-page';
import { riskQueryOf, validateRiskSearch, type RiskSearch } from '../../../features/risks/risk-search';
import { rewriteListSearch } from '../../../lib/list-search';

export const Route = createFileRoute('/_client/risks/')({
  // The router's types merge every route's search for relative links, and the controls' `critical`
  // is text there; the page reads this route's own (boolean) below.
  validateSearch: (raw: Record<string, unknown>) => validateRiskSearch(raw) as Omit<RiskSearch, 'critical'>,
  loaderDeps: ({ search }) => riskQueryOf(search),
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  // Prefetch without waiting, so the page shows its own loading state (spec: 'Loading...').
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(riskSummaryQueryOptions(tenantID, deps));
  },
  component: Page,
});

function Page() {
  const search: RiskSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RisksPage
      search={search}
      // The address follows the list without adding a history entry per keystroke or choice.
      onSearchChange={(changes) =>
        void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
      }
      onOpen={(riskID) => void navigate({ to: '/risks/$riskID', params: { riskID } })}
    />
  );
}
