import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';
import { crossSectionSections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/cross-sections/$crossSectionID')({
  validateSearch: sectionSearchSchema(crossSectionSections, crossSectionSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.crossSection' },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNotAvailable
      area="crossSection"
      sections={{
        active: section,
        all: crossSectionSections,
        onChange: (next) => void navigate({ search: { section: next as (typeof crossSectionSections)[number] } }),
      }}
    />
  );
}
