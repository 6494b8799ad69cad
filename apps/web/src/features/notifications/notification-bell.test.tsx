import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@freeboard/shared/notifications/notifications.schemas';
import commonEn from '../../../locales/en/common.json';
import notificationsEn from '../../../locales/en/notifications.json';
import responsibilitiesEn from '../../../locales/en/responsibilities.json';
import commonEs from '../../../locales/es/common.json';
import notificationsEs from '../../../locales/es/notifications.json';
import responsibilitiesEs from '../../../locales/es/responsibilities.json';
import { renderInApp, testTenantID } from '../../test/app-render';
import { answerRequests, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { NotificationBell } from './notification-bell';

const namespaces = {
  notifications: { en: notificationsEn, es: notificationsEs },
  responsibilities: { en: responsibilitiesEn, es: responsibilitiesEs },
  common: { en: commonEn, es: commonEs },
};

beforeAll(() => installBrowserStubs());

let restore: () => void = () => undefined;
afterEach(() => restore());

const assigned: Notification = {
  notificationID: '0190a000-0000-7000-8000-000000000001',
  kind: 'asset_assigned',
  subject: { type: 'facility', id: '0190a000-0000-7000-8000-0000000000f1', code: 'F-001', title: 'Cerro Alto' },
  role: 'engineer_of_record',
  dueDate: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
};
const overdue: Notification = {
  notificationID: '0190a000-0000-7000-8000-000000000002',
  kind: 'action_overdue',
  subject: { type: 'action', id: '0190a000-0000-7000-8000-0000000000a9', code: 'A-009', title: 'Clear the spillway' },
  role: null,
  dueDate: '2026-03-10',
  createdAt: '2026-03-11T06:00:00.000Z',
  readAt: '2026-03-11T08:00:00.000Z',
};

/** The server's side: the list with its unread count, and the two writes changing it. */
function serve(items: Notification[]) {
  let list = items.map((item) => ({ ...item }));
  const unread = () => list.filter((item) => item.readAt === null).length;
  const network = answerRequests((request: SeenRequest) => {
    if (request.method === 'GET' && request.url === '/notifications') {
      return { status: 200, data: { data: list, meta: { unreadCount: unread(), nextCursor: null } } };
    }
    if (request.method === 'POST' && request.url === '/notifications/read-all') {
      list = list.map((item) => ({ ...item, readAt: item.readAt ?? '2026-03-12T09:00:00.000Z' }));
      return { status: 200, data: { data: { unreadCount: 0 } } };
    }
    const one = /^\/notifications\/(.+)\/read$/.exec(request.url);
    if (request.method === 'POST' && one) {
      list = list.map((item) =>
        item.notificationID === one[1] ? { ...item, readAt: '2026-03-12T09:00:00.000Z' } : item,
      );
      return { status: 200, data: { data: { unreadCount: unread() } } };
    }
    return { status: 404 };
  });
  restore = network.restore;
  return network;
}

describe('NotificationBell', { timeout: 15_000 }, () => {
  it('shows the unread count on the bell, lists the notifications in words and clears them all', async () => {
    const network = serve([assigned, overdue]);
    await renderInApp(<NotificationBell />, { namespaces });

    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 unread'));
    expect(network.seen[0]).toMatchObject({ url: '/notifications', tenant: testTenantID });

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent('You are now Engineer of Record');
    expect(items[0]).toHaveTextContent('Facility F-001 · Cerro Alto');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[0]).toHaveAttribute('href', `/facilities/${assigned.subject.id}`);
    expect(items[1]).toHaveTextContent('Action overdue since Mar 10, 2026');
    expect(items[1]).toHaveTextContent('Action A-009 · Clear the spillway');

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription());
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one read when it is opened', async () => {
    const network = serve([assigned]);
    await renderInApp(<NotificationBell />, { namespaces });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByTestId('notification-item'));
    await waitFor(() =>
      expect(network.seen.some((request) => request.url === `/notifications/${assigned.notificationID}/read`)).toBe(
        true,
      ),
    );
  });

  it('says when nothing needs attention, in Spanish too', async () => {
    serve([]);
    await renderInApp(<NotificationBell />, { namespaces, language: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('Nada requiere su atención.')).toBeInTheDocument();
  });
});
