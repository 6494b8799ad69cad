import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { facilityDefinition } from '../../../features/facilities/facility-definition';

export const Route = createFileRoute('/_client/facilities/new')({
  // Opened from its parent's page, the parent is preset; an ID that is not one is left out.
  validateSearch: z.object({ infrastructureID: z.catch(z.optional(z.uuid()), undefined) }),
  staticData: { crumb: 'crumbs.newFacility' },
  component: Page,
});

function Page() {
  const { infrastructureID } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNewScreen
      definition={facilityDefinition}
      preset={{ infrastructureID }}
      onCreated={(facilityID) => navigate({ to: '/facilities/$facilityID', params: { facilityID } })}
      onCancel={() => void navigate({ to: '/facilities' })}
    />
  );
}
