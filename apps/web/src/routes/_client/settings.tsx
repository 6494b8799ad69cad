import { IconSettings } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { defaultSettingsSection, settingsSections } from '../../features/settings/settings-sections';
import { riskMatrixQueryOptions } from '../../lib/risk-matrix';
import { rewriteSection, sectionSearchSchema } from '../../lib/search-params';

export const Route = createFileRoute('/_client/settings')({
  staticData: {
    crumb: 'nav.settings',
    nav: { group: 'administration', icon: IconSettings, order: 3, subject: 'Settings' },
  },
  validateSearch: sectionSearchSchema(settingsSections, defaultSettingsSection),
  loaderDeps: ({ search }) => ({ section: search.section }),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  // Only the matrix, which every member may read; the other sections are for administrators and
  // load with their tab.
  loader: ({ context, deps }) => {
    const tenantID = context.session.getTenantID();
    if (tenantID && deps.section === 'risk-matrix')
      void context.queryClient.prefetchQuery(riskMatrixQueryOptions(tenantID));
  },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage section={section} onSectionChange={(next) => void navigate({ to: '.', search: { section: next } })} />
  );
}
