import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@freeboard/shared/users/invitations.schemas';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import authEs from '../../../locales/es/auth.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import { publicHttp } from '../../lib/api';
import { renderInApp } from '../../test/app-render';
import { answerRequests, problem, type Answer, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { InvitationPage } from './components/invitation-page';
import { loadPasswordStrength } from './password-strength-estimate';

const namespaces = {
  auth: { en: authEn, es: authEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

const token = 'Qm9ndXMtdG9rZW4tZm9yLXRoZS1pbnZpdGF0aW9uLXA';
const invitation: Invitation = {
  email: 'marta@example.com',
  name: 'Marta Ruiz',
  tenantName: 'Northwind Mining',
  expiresAt: '2026-07-08T10:00:00.000Z',
  action: 'choose_password',
};
const strongPassword = 'copper tailings walrus evening';

beforeAll(async () => {
  installBrowserStubs();
  // Form messages come from the app's own i18next instance (`lib/form-validation.ts`).
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEn }, es: { common: commonEs } },
    interpolation: { escapeValue: false },
  });
  // The dictionaries take a moment to load and index: once, before the tests time anything.
  await loadPasswordStrength();
}, 30_000);

let restore: () => void = () => undefined;
afterEach(() => restore());

/** Answers the page's calls without a session: the read with `read`, the password with `accept`. */
function serve({
  read = () => ({ status: 200, data: { data: invitation } }),
  accept = () => ({ status: 200, data: { data: { accessToken: 'token-of-marta' } } }),
}: { read?: () => Answer; accept?: (request: SeenRequest) => Answer } = {}) {
  const network = answerRequests((request) => (request.method === 'GET' ? read() : accept(request)), publicHttp);
  restore = network.restore;
  return network;
}

function renderPage(onSignedIn: (accessToken: string) => Promise<void> = async () => undefined, pageToken = token) {
  return renderInApp(<InvitationPage token={pageToken} onSignedIn={onSignedIn} />, { namespaces });
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);

describe('InvitationPage', { timeout: 30_000 }, () => {
  it('says who invited the person and whom it is for, then sets the password and signs in', async () => {
    const user = userEvent.setup();
    const network = serve();
    const onSignedIn = vi.fn(async () => undefined);
    await renderPage(onSignedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Mining invited you to Freeboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Marta Ruiz');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('marta@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByText(/This invitation is valid until Jul 8, 2026/)).toBeInTheDocument();

    await user.type(newPassword(), strongPassword);
    await user.type(confirmation(), strongPassword);
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
        'aria-valuetext',
        expect.stringMatching(/strong/),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-of-marta'));
    expect(network.seen).toEqual([
      { method: 'GET', url: `/auth/invitations/${token}`, tenant: undefined, body: undefined },
      { method: 'POST', url: `/auth/invitations/${token}`, tenant: undefined, body: { password: strongPassword } },
    ]);
  });

  it('shows the strength as it is typed, and refuses a password too easy to guess before sending it', async () => {
    const user = userEvent.setup();
    const network = serve();
    await renderPage();

    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await user.type(newPassword(), 'password1234');
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/weak/)));
    expect(screen.getByTestId('password-strength')).toHaveTextContent(/commonly used password|easy to guess/);

    await user.type(confirmation(), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(/too easy to guess/));
    expect(newPassword()).toHaveFocus();
    expect(network.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for 12 characters and the same password twice', async () => {
    const user = userEvent.setup();
    const network = serve();
    await renderPage();

    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(/At least 12 characters/));
    expect(confirmation()).toHaveAccessibleDescription('Required');

    await user.clear(newPassword());
    await user.type(newPassword(), strongPassword);
    await user.type(confirmation(), `${strongPassword}!`);
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(confirmation()).toHaveAccessibleDescription('The two passwords are not the same'));
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
    expect(network.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s refusal of the password on the field', async () => {
    const user = userEvent.setup();
    serve({
      accept: () => problem(400, 'validation_failed', { errors: { password: ['Too easy to guess.'] } }),
    });
    await renderPage();
    await user.type(await screen.findByLabelText(/^New password/), strongPassword);
    await user.type(confirmation(), strongPassword);
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription(/This password was not accepted/));
  });

  it.each([
    [404, 'invitation_invalid', 'This invitation link is not valid.'],
    [410, 'invitation_expired', 'This invitation has expired. Ask your administrator for a new one.'],
    [410, 'invitation_used', 'This invitation was already used. Sign in with your password.'],
  ])('answered %i %s: says so, offers Sign in and no form', async (status, code, text) => {
    serve({ read: () => problem(status, code) });
    await renderPage();
    expect(await screen.findByTestId('invitation-closed')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('sends someone who keeps their own password to sign in, with no password form', async () => {
    const network = serve({ read: () => ({ status: 200, data: { data: { ...invitation, action: 'sign_in' } } }) });
    await renderPage();
    expect(
      await screen.findByText(
        'You already have a Freeboard account. Sign in with your own password: the invitation to Northwind Mining waits for you on the first page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(network.seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const network = serve();
    await renderPage(undefined, 'not-a-token');
    expect(await screen.findByTestId('invitation-closed')).toHaveTextContent('This invitation link is not valid.');
    expect(network.seen).toHaveLength(0);
  });

  it('says the link was used when that happened while the page was open', async () => {
    const user = userEvent.setup();
    serve({ accept: () => problem(410, 'invitation_used') });
    await renderPage();
    await user.type(await screen.findByLabelText(/^New password/), strongPassword);
    await user.type(confirmation(), strongPassword);
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByTestId('invitation-closed')).toHaveTextContent('This invitation was already used.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
