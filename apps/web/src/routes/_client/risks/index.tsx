import { createFileRoute } from '@tanstack/react-router';
import { riskSummaryQueryOptions } from '../../../features/risks/api/get-risks';
import { RisksPage } from '../../../features/risks/components/risks-page';

export const Route = createFileRoute('/_client/risks/')({
  staticData: { crumb: 'nav.risks' },
  // Prefetch without waiting, so the page shows its own loading state (spec: 'Loading...').
  loader: ({ context }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchInfiniteQuery(riskSummaryQueryOptions(tenantID));
  },
  component: RisksPage,
});
