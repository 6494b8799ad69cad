import { createFileRoute } from '@tanstack/react-router';
import { AreaSectionsPage } from '../../../features/areas/area-sections-page';
import { evaluationSections } from '../../../lib/record-sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/evaluations/$evaluationID')({
  validateSearch: sectionSearchSchema(evaluationSections, evaluationSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.evaluation' },
  component: () => <AreaSectionsPage area="evaluation" sections={evaluationSections} />,
});
