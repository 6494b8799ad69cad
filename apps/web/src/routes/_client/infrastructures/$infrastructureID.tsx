import { createFileRoute } from '@tanstack/react-router';
import { AreaSectionsPage } from '../../../features/areas/area-sections-page';
import { infrastructureSections } from '../../../lib/record-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/infrastructures/$infrastructureID')({
  validateSearch: sectionSearchSchema(infrastructureSections, infrastructureSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.infrastructure' },
  component: () => <AreaSectionsPage area="infrastructure" sections={infrastructureSections} />,
});
