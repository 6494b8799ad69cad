import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

/** The users area: its breadcrumb leads back to the list from every page inside it. */
export const Route = createFileRoute('/_client/users')({
  staticData: { crumb: 'nav.users', nav: { group: 'administration', icon: IconUsers, order: 1, subject: 'User' } },
});
