/**
 * The offers of membership above every signed-in page (decision 0037): what is offered, the answer
 * sent for the right organization, a decline asked once more, and what to do when the person cannot
 * answer here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PendingMembership } from '@freeboard/shared/users/pending-memberships.schemas';
import commonEn from '../../../locales/en/common.json';
import errorsEn from '../../../locales/en/errors.json';
import usersEn from '../../../locales/en/users.json';
import commonEs from '../../../locales/es/common.json';
import errorsEs from '../../../locales/es/errors.json';
import usersEs from '../../../locales/es/users.json';
import { renderInApp } from '../../test/app-render';
import { answerRequests, problem, type SeenRequest } from '../../test/network';
import { installBrowserStubs } from '../../test/render';
import { PendingMembershipsBanner } from './pending-memberships-banner';

const namespaces = {
  users: { en: usersEn, es: usersEs },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

const southernWater = '0190a000-0000-7000-8000-0000000000a2';

function offer(overrides: Partial<PendingMembership> = {}): PendingMembership {
  return {
    tenantID: southernWater,
    tenantName: 'Southern Water',
    role: 'engineer',
    isTenantAdmin: false,
    jobTitle: null,
    invitedAt: '2026-11-28T10:00:00.000Z',
    blockedBy: null,
    ...overrides,
  };
}

beforeAll(() => installBrowserStubs());

let restore: () => void = () => undefined;
afterEach(() => restore());

function serve(offers: PendingMembership[], answer: (request: SeenRequest) => { status: number; data?: unknown }) {
  const network = answerRequests((request) =>
    request.method === 'GET' && request.url === '/me/pending-memberships'
      ? { status: 200, data: { data: offers } }
      : answer(request),
  );
  restore = network.restore;
  return network;
}

describe('an offer of membership', { timeout: 15_000 }, () => {
  it('says who invites the person and as what, and shows nothing when there is no offer', async () => {
    serve([offer({ isTenantAdmin: true, role: 'manager' })], () => ({ status: 500 }));
    await renderInApp(<PendingMembershipsBanner />, { namespaces });
    const region = await screen.findByRole('region', { name: 'Southern Water invites you to join' });
    expect(
      within(region).getByText('You are invited to Southern Water as Manager and admin of the organization.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Nothing changes until you answer.')).toBeInTheDocument();
    restore();

    const none = serve([], () => ({ status: 500 }));
    const { container, queryClient } = await renderInApp(<PendingMembershipsBanner />, { namespaces });
    await waitFor(() => expect(queryClient.getQueryState(['memberships', 'pending'])?.status).toBe('success'));
    expect(none.seen).toHaveLength(1);
    expect(container.querySelector('[data-testid="pending-memberships"]')).toBeNull();
  });

  it('declines only after asking once more, for that organization', async () => {
    const user = userEvent.setup();
    const network = serve([offer()], () => ({ status: 204 }));
    await renderInApp(<PendingMembershipsBanner />, { namespaces });
    const region = await screen.findByRole('region', { name: 'Southern Water invites you to join' });
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(network.seen.filter((request) => request.method === 'POST')).toEqual([]);
    expect(
      within(region).getByText('Decline the invitation to Southern Water? Its admins can invite you again later.'),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Keep it' }));
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    await user.click(within(region).getByRole('button', { name: 'Decline invitation' }));
    await screen.findAllByRole('region');
    expect(network.seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/me/pending-memberships/${southernWater}/decline`,
    ]);
  });

  it('says why when the server refuses the answer', async () => {
    const user = userEvent.setup();
    serve([offer()], () => problem(409, 'email_not_proven'));
    await renderInApp(<PendingMembershipsBanner />, { namespaces });
    const region = await screen.findByRole('region', { name: 'Southern Water invites you to join' });
    await user.click(within(region).getByRole('button', { name: 'Join Southern Water' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your email address is not confirmed yet: open the link the organization emailed you to join it.',
    );
  });

  it('offers no answer where the person cannot give one, and says what to do instead', async () => {
    serve([offer({ blockedBy: 'email_not_proven' })], () => ({ status: 500 }));
    await renderInApp(<PendingMembershipsBanner />, { namespaces });
    const region = await screen.findByRole('region', { name: 'Southern Water invites you to join' });
    expect(within(region).getByText(/open the link Southern Water sent to that address/)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});
