import { createFileRoute } from '@tanstack/react-router';
import { rewriteListSearch } from '../../../lib/list-search';
import { UsersPage } from '../../../features/users/components/users-page';
import { userSearchSchema, type UserSearch } from '../../../features/users/user-search';

export const Route = createFileRoute('/_client/users/')({
  validateSearch: userSearchSchema,
  beforeLoad: ({ location, search }) => rewriteListSearch(location, search),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      search={search}
      onSearchChange={(changes: Partial<UserSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
      }
    />
  );
}
