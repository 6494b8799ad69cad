import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { riskMatrixQueryOptions } from '../../lib/risk-matrix';

export const Route = createFileRoute('/_client/settings')({
  staticData: { crumb: 'nav.settings' },
  loader: ({ context }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID) void context.queryClient.prefetchQuery(riskMatrixQueryOptions(tenantID));
  },
  component: SettingsPage,
});
