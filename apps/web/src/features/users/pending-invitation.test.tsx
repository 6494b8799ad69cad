import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { EditMemberDialog } from './components/edit-member-dialog';
import { answerRequests, makeAddedMember, problem, renderUsers, type SeenRequest } from './test-utils';

beforeAll(() => installBrowserStubs());

let restore: () => void = () => undefined;
afterEach(() => restore());

const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString();
const {
  inviteURL: _url,
  inviteExpiresAt: _expires,
  inviteEmailed: _emailed,
  ...pending
} = makeAddedMember({
  invitationExpiresAt: inAWeek,
});

function serve(write: (request: SeenRequest) => { status: number; data?: unknown }) {
  const network = answerRequests((request) =>
    request.method === 'POST' && request.url === `/users/${pending.userID}/invitation`
      ? write(request)
      : { status: 500 },
  );
  restore = network.restore;
  return network;
}

describe('a member who has not accepted their invitation', { timeout: 15_000 }, () => {
  it('is offered a new link, shown once to copy in the dialog', async () => {
    const newLink = `http://localhost:3000/invitation/${'B'.repeat(43)}`;
    const network = serve(() => ({
      status: 201,
      data: { data: makeAddedMember({ inviteURL: newLink, inviteEmailed: false }) },
    }));
    await renderUsers(<EditMemberDialog member={pending} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Marta Ruiz' });
    expect(within(dialog).getByText('Invitation not accepted yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Marta Ruiz has not accepted yet/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation link' })).toHaveValue(newLink);
    expect(within(dialog).getByText(/send the link to Marta Ruiz yourself/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(network.seen).toHaveLength(1);
  });

  it('says why when there is nothing to send again', async () => {
    serve(() => problem(409, 'invitation_not_pending'));
    await renderUsers(<EditMemberDialog member={pending} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Marta Ruiz' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
    expect(await within(dialog).findByText(/has joined already/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('is not offered a link once they signed in', async () => {
    await renderUsers(
      <EditMemberDialog
        member={{ ...pending, invitationExpiresAt: null, lastSignInAt: '2026-03-01T09:00:00.000Z' }}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Marta Ruiz' });
    expect(within(dialog).queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});
