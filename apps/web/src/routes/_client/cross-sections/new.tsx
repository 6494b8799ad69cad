import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { crossSectionDefinition } from '../../../features/cross-sections/cross-section-definition';

export const Route = createFileRoute('/_client/cross-sections/new')({
  // Opened from its parent's page, the parent is preset; an ID that is not one is left out.
  validateSearch: z.object({ facilityID: z.catch(z.optional(z.uuid()), undefined) }),
  staticData: { crumb: 'crumbs.newCrossSection' },
  component: Page,
});

function Page() {
  const { facilityID } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNewScreen
      definition={crossSectionDefinition}
      preset={{ facilityID }}
      onCreated={(crossSectionID) => navigate({ to: '/cross-sections/$crossSectionID', params: { crossSectionID } })}
      onCancel={() => void navigate({ to: '/cross-sections' })}
    />
  );
}
