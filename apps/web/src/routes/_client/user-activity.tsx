import { IconActivity } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { SubjectWordsContext } from '../../lib/collection/declared-words';
import { rewriteListSearch } from '../../lib/list-search';
import { ActivityPage } from '../../features/user-activity/components/activity-page';
import { activitySearchSchema, type ActivitySearch } from '../../features/user-activity/activity-search';
import { subjectWordsOf } from './-declared-words';

export const Route = createFileRoute('/_client/user-activity')({
  validateSearch: activitySearchSchema,
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  staticData: {
    crumb: 'nav.userActivity',
    nav: { group: 'administration', icon: IconActivity, order: 2, subject: 'Activity' },
  },
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubjectWordsContext value={subjectWordsOf}>
      <ActivityPage
        search={search}
        onSearchChange={(changes: Partial<ActivitySearch>) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
      />
    </SubjectWordsContext>
  );
}
