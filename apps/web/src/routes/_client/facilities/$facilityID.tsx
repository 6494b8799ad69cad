import { createFileRoute } from '@tanstack/react-router';
import { AreaSectionsPage } from '../../../features/areas/area-sections-page';
import { facilitySections } from '../../../lib/record-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/facilities/$facilityID')({
  validateSearch: sectionSearchSchema(facilitySections, facilitySections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.facility' },
  component: () => <AreaSectionsPage area="facility" sections={facilitySections} />,
});
