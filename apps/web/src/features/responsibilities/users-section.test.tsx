import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineAbilityRules } from '@freeboard/shared/auth/abilities';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../../test/render';
import { UsersSection } from './components/users-section';
import {
  answerRequests,
  facilityID,
  initValidationMessages,
  makeAssignment,
  makeFacility,
  makeMember,
  problem,
  renderResponsibilities,
  siteID,
  testTenantID,
  viewerRules,
  type SeenRequest,
} from './test-utils';

beforeAll(async () => {
  installBrowserStubs();
  await initValidationMessages();
});

let restore: () => void = () => undefined;
afterEach(() => restore());

const current = makeAssignment({ role: 'rtfe' });
const past = makeAssignment({
  role: 'engineer_of_record',
  user: { userID: '0190a000-0000-7000-8000-0000000000b3', name: 'Old Engineer', email: 'old@example.com' },
  since: '2020-01-01',
  until: '2021-06-30',
  current: false,
});
const member = makeMember();

/** Answers the section's reads; `write` answers POST and DELETE. */
function serve({
  facility = makeFacility(),
  assignments = [current, past],
  write,
}: {
  facility?: ReturnType<typeof makeFacility>;
  assignments?: ReturnType<typeof makeAssignment>[];
  write?: (request: SeenRequest) => { status: number; data?: unknown };
} = {}) {
  const network = answerRequests((request) => {
    if (request.method !== 'GET') return write ? write(request) : { status: 500 };
    if (request.url.endsWith('/assignments')) {
      return { status: 200, data: { data: assignments, meta: { total: assignments.length, nextCursor: null } } };
    }
    if (request.url === '/users')
      return { status: 200, data: { data: [member], meta: { total: 1, nextCursor: null } } };
    if (request.url === `/facilities/${facilityID}`) return { status: 200, data: { data: facility } };
    return { status: 404, data: { code: 'not_found' } };
  });
  restore = network.restore;
  return network;
}

describe('UsersSection', { timeout: 15_000 }, () => {
  it('lists current responsibilities with readable role names and folds past ones away', async () => {
    const user = userEvent.setup();
    serve({ facility: makeFacility({ itrbRequired: false, consequenceClass: 'high' }) });
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);

    const currentList = await screen.findByRole('list', { name: 'Current and upcoming responsibilities' });
    const rows = within(currentList).getAllByTestId('assignment-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ana Pérez');
    expect(rows[0]).toHaveTextContent('RTFE');
    expect(rows[0]).toHaveTextContent('Since Jan 1, 2025');
    expect(screen.queryByText('Old Engineer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 1 past responsibility' }));
    const pastList = await screen.findByRole('list', { name: 'Past responsibilities' });
    expect(await within(pastList).findByText('Old Engineer')).toBeVisible();
    expect(within(pastList).getByText('Engineer of Record')).toBeInTheDocument();
    expect(within(pastList).getByText('Jan 1, 2020 – Jun 30, 2021')).toBeInTheDocument();
    expect(screen.queryByTestId('itrb-gap')).not.toBeInTheDocument();
  });

  it('shows the ITRB gap of a Very High facility without a current ITRB member, in words', async () => {
    serve();
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);
    const gap = await screen.findByRole('alert');
    expect(gap).toHaveTextContent('No ITRB member assigned');
    expect(gap).toHaveTextContent('This facility is rated Very High');
    expect(gap).toHaveTextContent('Assign an ITRB member.');
  });

  it('shows no gap once the facility has an ITRB member, nor for a site', async () => {
    serve({ facility: makeFacility({ consequenceClass: 'extreme', itrbAssigned: true }) });
    const { unmount } = await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);
    await screen.findAllByTestId('assignment-row');
    await waitFor(() => expect(screen.queryByText('RTFE')).toBeInTheDocument());
    expect(screen.queryByTestId('itrb-gap')).not.toBeInTheDocument();
    unmount();
    restore();

    const network = serve({ assignments: [makeAssignment({ assetType: 'site', assetID: siteID })] });
    await renderResponsibilities(<UsersSection assetType="site" assetID={siteID} />);
    await screen.findAllByTestId('assignment-row');
    expect(screen.queryByTestId('itrb-gap')).not.toBeInTheDocument();
    expect(network.seen.map((request) => request.url)).toEqual([`/sites/${siteID}/assignments`]);
  });

  it('offers a viewer neither Assign nor Remove', async () => {
    serve();
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />, {
      abilities: viewerRules,
    });
    await screen.findAllByTestId('assignment-row');
    expect(screen.queryByRole('button', { name: 'Assign person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    // The gap is shown to everyone, the call to act only to those who can.
    expect(await screen.findByTestId('itrb-gap')).not.toHaveTextContent('Assign an ITRB member.');
  });

  it('offers an engineer Assign but not Remove: ending a responsibility is for managers', async () => {
    serve();
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />, {
      abilities: defineAbilityRules({ role: 'engineer', isTenantAdmin: false, isPlatformAdmin: false }),
    });
    await screen.findAllByTestId('assignment-row');
    expect(screen.getByRole('button', { name: 'Assign person' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says what is missing before sending anything, with the shared schema’s rules', async () => {
    const user = userEvent.setup();
    const network = serve();
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);
    await user.click(await screen.findByRole('button', { name: 'Assign person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a person' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveAccessibleDescription('Required'),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Required');

    await user.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: /Luis Gómez/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Accountable Executive' }));
    await user.clear(within(dialog).getByLabelText(/^Since/));
    await user.type(within(dialog).getByLabelText(/^Since/), '2026-05-10');
    await user.type(within(dialog).getByLabelText(/^Until/), '2026-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be before the start date')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).not.toHaveAccessibleDescription('Required');
    expect(network.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('assigns the chosen member, and puts a refusal of the server on the field it names', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const network = serve({
      write: ({ body }) =>
        refuse
          ? problem(400, 'validation_failed', { errors: { userID: ['Not a member of this tenant.'] } })
          : { status: 201, data: { data: makeAssignment({ ...(body as object), user: { ...member } }) } },
    });
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);
    await user.click(await screen.findByRole('button', { name: 'Assign person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a person' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: /Luis Gómez/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'ITRB member' }));
    await user.clear(within(dialog).getByLabelText(/^Since/));
    await user.type(within(dialog).getByLabelText(/^Since/), '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveAccessibleDescription(
        'This value was not accepted',
      ),
    );
    const post = network.seen.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ url: `/facilities/${facilityID}/assignments`, tenant: testTenantID });
    expect(post?.body).toEqual({ userID: member.userID, role: 'itrb_member', since: '2026-02-01', until: null });

    refuse = false;
    const readsBefore = network.seen.filter((request) => request.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign a person' })).not.toBeInTheDocument());
    // The facility's area is refreshed: its assignments and its record (the ITRB gap) are read again.
    await waitFor(() => {
      const reads = network.seen.filter((request) => request.method === 'GET').slice(readsBefore);
      expect(reads.map((request) => request.url)).toEqual(
        expect.arrayContaining([`/facilities/${facilityID}/assignments`, `/facilities/${facilityID}`]),
      );
    });
  });

  it('chooses in the picker the person added through the route’s invite control, and assigns them', async () => {
    const user = userEvent.setup();
    const newcomer = makeMember({
      userID: '0190a000-0000-7000-8000-0000000000b9',
      name: 'Nora Vidal',
      email: 'nora@example.com',
    });
    const network = serve({
      write: ({ body }) => ({ status: 201, data: { data: makeAssignment({ ...(body as object), user: newcomer }) } }),
    });
    await renderResponsibilities(
      <UsersSection
        assetType="facility"
        assetID={facilityID}
        // Stands in for the users feature's "Invite someone…", which the route hands in.
        renderInvite={(choose) => (
          <button type="button" onClick={() => choose(newcomer)}>
            Invite someone…
          </button>
        )}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Assign person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a person' });

    // The members query does not know her yet: the picker shows her all the same.
    await user.click(within(dialog).getByRole('button', { name: 'Invite someone…' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveValue('Nora Vidal'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'ITRB member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.seen.find((request) => request.method === 'POST')?.body).toMatchObject({
        userID: newcomer.userID,
        role: 'itrb_member',
      }),
    );
  });

  it('removes a responsibility after a confirmation naming the person and role', async () => {
    const user = userEvent.setup();
    const network = serve({ write: () => ({ status: 204 }) });
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Pérez as RTFE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this responsibility?' });
    expect(dialog).toHaveTextContent('Ana Pérez will no longer be listed as RTFE.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(network.seen.find((request) => request.method === 'DELETE')).toMatchObject({
        url: `/facilities/${facilityID}/assignments/${current.assignmentID}`,
        tenant: testTenantID,
      }),
    );
  });

  it('speaks Spanish', async () => {
    serve();
    await renderResponsibilities(<UsersSection assetType="facility" assetID={facilityID} />, { language: 'es' });
    expect(await screen.findByText('No hay miembro del ITRB asignado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asignar persona' })).toBeInTheDocument();
    expect(screen.getByText('Mostrar 1 responsabilidad pasada')).toBeInTheDocument();
  });
});
