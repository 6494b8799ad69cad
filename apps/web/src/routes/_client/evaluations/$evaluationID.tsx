import { createFileRoute } from '@tanstack/react-router';
import { AreaNotAvailable } from '../../../features/areas/area-not-available';
import { evaluationSections } from '../../../features/areas/sections';
import { rewriteSection, sectionSearchSchema } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/evaluations/$evaluationID')({
  validateSearch: sectionSearchSchema(evaluationSections, evaluationSections[0]),
  beforeLoad: ({ location, search }) => rewriteSection(location, search.section),
  staticData: { crumb: 'crumbs.evaluation' },
  component: Page,
});

function Page() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AreaNotAvailable
      area="evaluation"
      sections={{
        active: section,
        all: evaluationSections,
        onChange: (next) => void navigate({ search: { section: next as (typeof evaluationSections)[number] } }),
      }}
    />
  );
}
