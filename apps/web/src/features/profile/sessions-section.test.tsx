import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@freeboard/shared/users/sessions.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import profileEn from '../../../locales/en/profile.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import profileEs from '../../../locales/es/profile.json';
import { NotificationsHost } from '../../components/notifications-host';
import { renderInApp } from '../../test/app-render';
import { answerRequests, problem, type Answer, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { SessionsSection } from './components/sessions-section';

const namespaces = {
  profile: { en: profileEn, es: profileEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

beforeAll(() => installBrowserStubs());

let restore: () => void = () => undefined;
afterEach(() => restore());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const thisBrowser: Session = {
  sessionID: '0190a000-0000-7000-8000-0000000005e1',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  address: '203.0.113.7',
  signedInAt: '2026-03-02T09:30:00.000Z',
  lastUsedAt: minutesAgo(0),
  current: true,
};
const phone: Session = {
  sessionID: '0190a000-0000-7000-8000-0000000005e2',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  address: null,
  signedInAt: '2026-02-20T12:00:00.000Z',
  lastUsedAt: minutesAgo(5),
  current: false,
};

/** Answers the list with `sessions` (what is left after a write) and each write with `write`. */
function serve(sessions: () => Session[], write: (request: SeenRequest) => Answer = () => ({ status: 500 })) {
  const network = answerRequests((request) =>
    request.method === 'GET' && request.url === '/users/profile/sessions'
      ? { status: 200, data: { data: sessions() } }
      : write(request),
  );
  restore = network.restore;
  return network;
}

function renderSection(language: 'en' | 'es' = 'en') {
  // With the host the app has, so the notifications are there to read.
  return renderInApp(
    <>
      <NotificationsHost />
      <SessionsSection />
    </>,
    { namespaces, language },
  );
}

describe('SessionsSection', { timeout: 15_000 }, () => {
  it('lists each session by its device, marks this browser and offers to end the others', async () => {
    serve(() => [thisBrowser, phone]);
    await renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('Last used just now');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Address not known');
    expect(rows[1]).toHaveTextContent('Signed in Feb 20, 2026');
    expect(rows[1]).toHaveTextContent('Last used 5 minutes ago');
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeEnabled();
  });

  it('ends one other session and reads the list again', async () => {
    const user = userEvent.setup();
    let sessions = [thisBrowser, phone];
    const network = serve(
      () => sessions,
      (request) => {
        sessions = [thisBrowser];
        return request.method === 'DELETE' ? { status: 204 } : { status: 500 };
      },
    );
    await renderSection();

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));

    expect(await screen.findByText('Safari on iOS is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(network.seen).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: `/users/profile/sessions/${phone.sessionID}` }),
    );
  });

  it('signs out everywhere else after a confirmation, then says how many sessions ended', async () => {
    const user = userEvent.setup();
    let sessions = [thisBrowser, phone, { ...phone, sessionID: '0190a000-0000-7000-8000-0000000005e3' }];
    const network = serve(
      () => sessions,
      (request) => {
        if (request.method !== 'POST' || request.url !== '/users/profile/sessions/end-others') return { status: 500 };
        sessions = [thisBrowser];
        return { status: 200, data: { data: { ended: 2 } } };
      },
    );
    await renderSection();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(network.seen.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    serve(
      () => [thisBrowser, phone],
      () => problem(500, 'internal'),
    );
    await renderSection();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByTestId('session-row')).toHaveLength(2);
  });

  it('shows an error with Retry when the list cannot be read', async () => {
    const user = userEvent.setup();
    let failing = true;
    const network = answerRequests(() =>
      failing ? problem(500, 'internal') : { status: 200, data: { data: [thisBrowser] } },
    );
    restore = network.restore;
    await renderSection();

    expect(await screen.findByText('Your sessions could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('session-row')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    serve(() => [thisBrowser, phone]);
    await renderSection('es');

    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('Chrome en Windows');
    expect(rows[0]).toHaveTextContent('Este dispositivo');
    expect(within(rows[1]!).getByRole('button', { name: 'Cerrar la sesión de Safari en iOS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeEnabled();
  });
});
