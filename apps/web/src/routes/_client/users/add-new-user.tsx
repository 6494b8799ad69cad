import { createFileRoute } from '@tanstack/react-router';
import { AddMemberPage } from '../../../features/users/components/add-member-page';

export const Route = createFileRoute('/_client/users/add-new-user')({
  staticData: { crumb: 'crumbs.addUser' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return <AddMemberPage onBackToUsers={() => void navigate({ to: '/users' })} />;
}
