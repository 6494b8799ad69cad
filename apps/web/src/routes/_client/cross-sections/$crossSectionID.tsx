import { createFileRoute } from '@tanstack/react-router';
import { AreaSectionsPage } from '../../../features/areas/area-sections-page';
import { crossSectionSections } from '../../../lib/record-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/cross-sections/$crossSectionID')({
  validateSearch: sectionSearchSchema(crossSectionSections, crossSectionSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.crossSection' },
  component: () => <AreaSectionsPage area="crossSection" sections={crossSectionSections} />,
});
