import { createFileRoute } from '@tanstack/react-router';
import { NewSitePage } from '../../../features/sites/components/new-site-page';

export const Route = createFileRoute('/_client/sites/new')({
  staticData: { crumb: 'crumbs.newSite' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return (
    <NewSitePage
      onCreated={(site) => navigate({ to: '/sites/$siteID', params: { siteID: site.siteID } })}
      onCancel={() => void navigate({ to: '/sites' })}
    />
  );
}
