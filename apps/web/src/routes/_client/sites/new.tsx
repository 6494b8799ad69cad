import { createFileRoute } from '@tanstack/react-router';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { siteDefinition } from '../../../features/sites/site-definition';

export const Route = createFileRoute('/_client/sites/new')({
  staticData: { crumb: 'crumbs.newSite' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return (
    <AreaNewScreen
      definition={siteDefinition}
      onCreated={(siteID) => navigate({ to: '/sites/$siteID', params: { siteID } })}
      onCancel={() => void navigate({ to: '/sites' })}
    />
  );
}
