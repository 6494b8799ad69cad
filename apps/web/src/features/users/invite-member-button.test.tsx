import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { InviteMemberButton } from './components/invite-member-button';
import { answerRequests, engineerRules, initValidationMessages, makeAddedMember, renderUsers } from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('InviteMemberButton', { timeout: 30_000 }, () => {
  it('adds the person from a dialog, hands them back at once and shows their invitation link', async () => {
    const user = userEvent.setup();
    const added = makeAddedMember();
    const network = answerRequests(() => ({ status: 201, data: { data: added } }));
    restore = network.restore;
    const onAdded = vi.fn();
    await renderUsers(<InviteMemberButton onAdded={onAdded} />);

    await user.click(await screen.findByRole('button', { name: 'Invite someone…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone to this organization' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), added.email);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), added.name);
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(within(dialog).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(added.inviteURL);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps its save to itself when it sits in another form, as in the assign dialog', async () => {
    const user = userEvent.setup();
    const added = makeAddedMember();
    const network = answerRequests(() => ({ status: 201, data: { data: added } }));
    restore = network.restore;
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderUsers(
      <form onSubmit={outerSubmit}>
        <InviteMemberButton onAdded={() => undefined} />
      </form>,
    );

    await user.click(await screen.findByRole('button', { name: 'Invite someone…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), added.email);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), added.name);
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation link' })).toBeInTheDocument();
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('closes at once when an existing account gained the membership', async () => {
    const user = userEvent.setup();
    const added = makeAddedMember({ inviteURL: null, inviteExpiresAt: null });
    const network = answerRequests(() => ({ status: 201, data: { data: added } }));
    restore = network.restore;
    const onAdded = vi.fn();
    await renderUsers(<InviteMemberButton onAdded={onAdded} />);

    await user.click(await screen.findByRole('button', { name: 'Invite someone…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), added.email);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), added.name);
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Engineer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onAdded).toHaveBeenCalledWith(added);
  });

  it('is not there for someone who may not add people', async () => {
    await renderUsers(
      <>
        <span>Picker</span>
        <InviteMemberButton onAdded={() => undefined} />
      </>,
      { abilities: engineerRules },
    );
    await screen.findByText('Picker');
    expect(screen.queryByRole('button', { name: 'Invite someone…' })).not.toBeInTheDocument();
  });
});
