import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';
import { siteSections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/sites/$siteID')({
  validateSearch: sectionSearchSchema(siteSections, siteSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.site' },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNotAvailable
      area="site"
      sections={{
        active: section,
        all: siteSections,
        onChange: (next) => void navigate({ search: { section: next as (typeof siteSections)[number] } }),
      }}
    />
  );
}
