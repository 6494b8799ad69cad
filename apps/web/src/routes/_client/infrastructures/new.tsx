import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { infrastructureDefinition } from '../../../features/infrastructures/infrastructure-definition';

export const Route = createFileRoute('/_client/infrastructures/new')({
  // Opened from its parent's page, the parent is preset; an ID that is not one is left out.
  validateSearch: z.object({ siteID: z.catch(z.optional(z.uuid()), undefined) }),
  staticData: { crumb: 'crumbs.newInfrastructure' },
  component: Page,
});

function Page() {
  const { siteID } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNewScreen
      definition={infrastructureDefinition}
      preset={{ siteID }}
      onCreated={(infrastructureID) =>
        navigate({ to: '/infrastructures/$infrastructureID', params: { infrastructureID } })
      }
      onCancel={() => void navigate({ to: '/infrastructures' })}
    />
  );
}
