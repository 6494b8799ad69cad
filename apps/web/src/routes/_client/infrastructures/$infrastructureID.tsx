import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';
import { infrastructureSections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/infrastructures/$infrastructureID')({
  validateSearch: sectionSearchSchema(infrastructureSections, infrastructureSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.infrastructure' },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNotAvailable
      area="infrastructure"
      sections={{
        active: section,
        all: infrastructureSections,
        onChange: (next) => void navigate({ search: { section: next as (typeof infrastructureSections)[number] } }),
      }}
    />
  );
}
