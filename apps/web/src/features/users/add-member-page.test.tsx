import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { AddMemberPage } from './components/add-member-page';
import {
  answerRequests,
  engineerRules,
  initValidationMessages,
  makeAddedMember,
  problem,
  renderUsers,
  testTenantID,
  type SeenRequest,
} from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

/** Answers `POST /users` with `write`; nothing else is asked. */
function serve(write: (request: SeenRequest) => { status: number; data?: unknown }) {
  const network = answerRequests((request) =>
    request.method === 'POST' && request.url === '/users' ? write(request) : { status: 500 },
  );
  restore = network.restore;
  return network;
}

async function fillIn(user: UserEvent, { email, name }: { email: string; name: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Engineer' }));
}

describe('AddMemberPage', { timeout: 30_000 }, () => {
  it('says what is missing or wrong before sending anything, with the shared schema’s rules', async () => {
    const user = userEvent.setup();
    const network = serve(() => ({ status: 500 }));
    await renderUsers(<AddMemberPage onBackToUsers={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Required/));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Required');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Enter a valid email address/),
    );
    expect(network.seen).toHaveLength(0);
  });

  it('keeps what was typed and says so when the person is already a member', async () => {
    const user = userEvent.setup();
    const network = serve(() => problem(409, 'already_member'));
    await renderUsers(<AddMemberPage onBackToUsers={() => undefined} />);

    await fillIn(user, { email: ' Viewer@Freeboard.test ', name: 'Sam Whitfield' });
    await user.click(screen.getByRole('switch', { name: /^Admin/ }));
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This person is already a member of this organization.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Whitfield');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Auditor');
    expect(network.seen).toEqual([
      {
        method: 'POST',
        url: '/users',
        tenant: testTenantID,
        body: {
          email: 'Viewer@Freeboard.test',
          name: 'Sam Whitfield',
          role: 'engineer',
          isTenantAdmin: true,
          jobTitle: 'Auditor',
        },
      },
    ]);
  });

  it('shows a new account’s invitation link to copy, and starts again with Add another', async () => {
    const user = userEvent.setup();
    const added = makeAddedMember();
    const network = serve(() => ({ status: 201, data: { data: added } }));
    await renderUsers(<AddMemberPage onBackToUsers={() => undefined} />);

    await fillIn(user, { email: added.email, name: added.name });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const panel = await screen.findByRole('region', { name: 'Invitation for Marta Ruiz' });
    expect(within(panel).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(added.inviteURL);
    expect(within(panel).getByRole('textbox', { name: 'Invitation link' })).toHaveAttribute('readonly');
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('The link works once, until Jul 8, 2026');
    expect(panel).toHaveTextContent('Email is not set up on this server: send the link to Marta Ruiz yourself.');
    expect(network.seen[0]?.body).toMatchObject({ jobTitle: null, isTenantAdmin: false });

    await user.click(within(panel).getByRole('button', { name: 'Add another' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Invitation for Marta Ruiz' })).not.toBeInTheDocument();
  });

  it('says when the server emailed the invitation', async () => {
    const user = userEvent.setup();
    const added = makeAddedMember({ inviteEmailed: true });
    serve(() => ({ status: 201, data: { data: added } }));
    await renderUsers(<AddMemberPage onBackToUsers={() => undefined} />);

    await fillIn(user, { email: added.email, name: added.name });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: 'Invitation for Marta Ruiz' });
    expect(panel).toHaveTextContent('Sent by email to marta@example.com.');
  });

  it('goes back to the list, saying so, when the invitation went by email (the link is never shown)', async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, 'show');
    const backToUsers = vi.fn();
    const added = makeAddedMember({ inviteURL: null, inviteEmailed: true });
    serve(() => ({ status: 201, data: { data: added } }));
    await renderUsers(<AddMemberPage onBackToUsers={backToUsers} />);

    await fillIn(user, { email: added.email, name: added.name });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backToUsers).toHaveBeenCalledOnce());
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'An invitation went to marta@example.com. Marta Ruiz joins once they accept.',
      }),
    );
    expect(screen.queryByRole('region', { name: /Invitation for/ })).not.toBeInTheDocument();
  });

  it('offers no form to someone who may not add people', async () => {
    serve(() => ({ status: 500 }));
    await renderUsers(<AddMemberPage onBackToUsers={() => undefined} />, { abilities: engineerRules });
    expect(await screen.findByText('Only admins add users')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
