import { createFileRoute } from '@tanstack/react-router';
import { AreaSectionsPage } from '../../../features/areas/area-sections-page';
import { siteSections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/sites/$siteID')({
  validateSearch: sectionSearchSchema(siteSections, siteSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.site' },
  component: () => <AreaSectionsPage area="site" sections={siteSections} />,
});
