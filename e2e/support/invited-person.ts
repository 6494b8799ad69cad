/**
 * A person of the spec's own, so that ending "everywhere else" signs out no parallel test: invited
 * by the tenant admin under a unique email, with a password set through the invitation. Removing
 * them takes their membership away again (the account stays, unused).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { tenants, users } from './accounts';
import { apiAccessToken, bearer } from './auth';

/** Long and of unrelated words: strong enough for the invitation's password check. */
export const invitedPassword = 'slate-heron-quarry-lantern';

export interface InvitedPerson {
  userID: string;
  email: string;
  name: string;
  /** The inviting admin's headers in Northwind Mining, to set up what the person will find. */
  adminHeaders: Record<string, string>;
  /** The one-time token of the invitation link, for `acceptInvitation`. */
  invitationToken: string;
  remove: () => Promise<void>;
}

/** Adds a viewer to Northwind Mining as its admin; the invitation is not yet accepted. */
export async function invitePerson(
  request: APIRequestContext,
  prefix: string,
  name = 'Session Tester',
): Promise<InvitedPerson> {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status(), await me.text()).toBe(200);
  const adminTenants = ((await me.json()) as { data: { tenants: { tenantID: string; name: string }[] } }).data.tenants;
  const tenantID = adminTenants.find((tenant) => tenant.name === tenants.northwind.name)?.tenantID;
  expect(tenantID, 'the admin belongs to Northwind Mining').toBeDefined();
  const headers = bearer(token, tenantID);

  const email = `${prefix}${Date.now().toString(36)}@example.test`;
  const added = await request.post('/api/users', { headers, data: { email, name, role: 'viewer' } });
  expect(added.status(), await added.text()).toBe(201);
  const { userID, inviteURL } = ((await added.json()) as { data: { userID: string; inviteURL: string | null } }).data;
  expect(inviteURL, 'a new account is invited').not.toBeNull();

  return {
    userID,
    email,
    name,
    adminHeaders: headers,
    invitationToken: new URL(inviteURL!).pathname.split('/').pop()!,
    async remove() {
      const removed = await request.delete(`/api/users/${userID}`, { headers });
      expect([204, 404], await removed.text()).toContain(removed.status());
    },
  };
}

/**
 * Sets the person's password through the invitation with `request`; the answer signs them in
 * there, so a browser context's own request client leaves that browser signed in.
 */
export async function acceptInvitation(request: APIRequestContext, person: InvitedPerson) {
  const accepted = await request.post(`/api/auth/invitations/${person.invitationToken}`, {
    data: { password: invitedPassword },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Signs the person in with `request` (a browser context's own, so the refresh cookie lands there). */
export async function signInAs(request: APIRequestContext, person: InvitedPerson) {
  const response = await request.post('/api/auth/login', { data: { email: person.email, password: invitedPassword } });
  expect(response.status(), await response.text()).toBe(200);
}
