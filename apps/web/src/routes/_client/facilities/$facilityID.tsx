import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';
import { facilitySections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/facilities/$facilityID')({
  validateSearch: sectionSearchSchema(facilitySections, facilitySections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.facility' },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNotAvailable
      area="facility"
      sections={{
        active: section,
        all: facilitySections,
        onChange: (next) => void navigate({ search: { section: next as (typeof facilitySections)[number] } }),
      }}
    />
  );
}
