/**
 * Accounts that no other tenant can take over (issue 31, items 3, 9 and 10; decision 0037), on
 * PGlite and PostgreSQL. Without email, a link shown to one tenant's admin never reaches an account
 * another tenant shares; adding an existing account answers as for a new one and waits for the
 * person's word; a pending invitation survives another tenant's addition. With email, the link sent
 * to the address proves it, and the address's owner takes the account back. A session a tenant's
 * identity provider started reaches that tenant only.
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedMember, Invitation } from '@freeboard/shared/users/invitations.schemas';
import type { MemberList } from '@freeboard/shared/users/members.schemas';
import type { PendingMembership } from '@freeboard/shared/users/pending-memberships.schemas';
import { activity, memberships, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { decodeClaims, inDatabase, login, refreshCookieOf, tenantIDBySlug, type TestApp } from '../../../test/test-app';
import { startMailServer, type MailServer } from '../../../test/mail-server';
import { createTestIdentityProvider, type TestIdentityProvider } from '../../../test/saml-idp';
import { useTestApp, type Person } from '../../../test/harness';

const chosenByNorthwind = 'quarry-lantern-slate-heron';
const chosenByOwner = 'harbour-signal-copper-violet';

type TokenAnswer = { data: { accessToken: string } };
type Claims = { authDetails: { tenants: { tenantID: string }[]; ssoTenantID?: string } };

function uniqueEmail(label: string) {
  return `${label}-${newID().slice(-12)}@southern-water.example`;
}

function tenantsOf(accessToken: string): string[] {
  return (decodeClaims(accessToken) as Claims).authDetails.tenants.map((tenant) => tenant.tenantID).sort();
}

function bearer(accessToken: string, tenantID?: string) {
  return { authorization: `Bearer ${accessToken}`, ...(tenantID ? { 'x-tenant-id': tenantID } : {}) };
}

/** The requests every block makes, against its own app. */
function client(testApp: TestApp) {
  return {
    add(session: Person, tenantID: string, payload: Record<string, unknown>) {
      return session.in(tenantID).post('/api/users', payload);
    },
    resend(session: Person, tenantID: string, userID: string) {
      return session.in(tenantID).post(`/api/users/${userID}/invitation`);
    },
    readLink(token: string) {
      return testApp.app.inject({ url: `/api/auth/invitations/${token}` });
    },
    useLink(token: string, password: string) {
      return testApp.app.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, payload: { password } });
    },
    pending(accessToken: string) {
      return testApp.app.inject({ url: '/api/me/pending-memberships', headers: bearer(accessToken) });
    },
    answer(accessToken: string, tenantID: string, verb: 'accept' | 'decline') {
      return testApp.app.inject({
        method: 'POST',
        url: `/api/me/pending-memberships/${tenantID}/${verb}`,
        headers: bearer(accessToken),
      });
    },
    async members(session: Person, tenantID: string) {
      const list = await session.in(tenantID).get('/api/users?limit=200');
      expect(list.statusCode, list.body).toBe(200);
      return (list.json() as MemberList).data;
    },
    refresh(refreshToken: string) {
      return testApp.app.inject({ url: '/api/token-refresh', cookies: { fb_refresh: refreshToken } });
    },
  };
}

function tokenOf(url: string | null): string {
  const token = url?.split('/').at(-1);
  if (!token) throw new Error('no link in the answer');
  return token;
}

function accessTokenOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TokenAnswer).data.accessToken;
}

/** An account with a password that joined `tenantID` long ago; proven or not. */
async function existingAccount(
  testApp: TestApp,
  tenantID: string,
  { name, proven }: { name: string; proven: boolean },
) {
  const userID = newID();
  const email = uniqueEmail('existing');
  await testApp.database.db.insert(users).values({
    id: userID,
    email,
    name,
    passwordHash: await hashPassword(chosenByOwner),
    emailVerifiedAt: proven ? new Date() : null,
  });
  await inDatabase(testApp, tenantID, (tx) =>
    tx.insert(memberships).values({ tenantId: tenantID, userId: userID, role: 'viewer' }),
  );
  return { userID, email };
}

describe('without email: a link shown to an admin', () => {
  const { testApp, admin, northwind, southernWater, signInAs } = useTestApp({ people: ['admin'] });
  const api = client(testApp);

  it("Northwind's admin, holding the link they were shown, cannot reach Southern Water's admin account", async () => {
    const email = uniqueEmail('cfo');
    // Northwind adds the CFO; no email here, so its admin is shown the link, opens it, chooses the password.
    const byNorthwind = await api.add(admin, northwind, { email, name: 'CFO', role: 'viewer' });
    expect(byNorthwind.statusCode, byNorthwind.body).toBe(201);
    const northwindLink = tokenOf((byNorthwind.json() as { data: AddedMember }).data.inviteURL);
    expect(accessTokenOf(await api.useLink(northwindLink, chosenByNorthwind))).toBeTruthy();

    // Southern Water adds the same email as tenant admin: pending, with a link of its own.
    const bySouthern = await api.add(admin, southernWater, {
      email,
      name: 'Chief Financial Officer',
      role: 'manager',
      isTenantAdmin: true,
    });
    expect(bySouthern.statusCode, bySouthern.body).toBe(201);
    const added = (bySouthern.json() as { data: AddedMember }).data;

    // Northwind's admin signs in with the password they chose: Northwind only.
    const signedIn = await signInAs(email, chosenByNorthwind);
    const members = await signedIn.in(southernWater).get('/api/users');
    expect(members.statusCode).toBe(403);
    expect(tenantsOf(signedIn.accessToken)).toEqual([northwind]);
    expect(added).toMatchObject({ pending: true, name: 'Chief Financial Officer', isTenantAdmin: true });

    // The pending membership is listed, but the email was never proven: no acceptance in the app.
    const pending = (await api.pending(signedIn.accessToken)).json() as { data: PendingMembership[] };
    expect(pending.data).toEqual([
      expect.objectContaining({ tenantID: southernWater, isTenantAdmin: true, blockedBy: 'email_not_proven' }),
    ]);
    const accepted = await api.answer(signedIn.accessToken, southernWater, 'accept');
    expect(accepted.json()).toMatchObject({ status: 409, code: 'email_not_proven' });

    // Nor does Southern Water's shown link set the password, or join anyone.
    const southernLink = tokenOf(added.inviteURL);
    expect(((await api.readLink(southernLink)).json() as { data: Invitation }).data.action).toBe('sign_in');
    const taken = await api.useLink(southernLink, 'granite-pelican-meadow-north');
    expect(taken.json()).toMatchObject({ status: 409, code: 'invitation_needs_sign_in' });
    expect(tenantsOf((await signInAs(email, chosenByNorthwind)).accessToken)).toEqual([northwind]);
    const southernMembers = await api.members(admin, southernWater);
    expect(southernMembers.find((member) => member.userID === added.userID)).toMatchObject({ pending: true });
  });

  it('adding answers the same for an email with an account and one without', async () => {
    const known = await existingAccount(testApp, northwind, { name: 'Real Name Elsewhere', proven: true });
    const unknown = uniqueEmail('unknown');
    const answers = await Promise.all(
      [known.email, unknown].map(async (email) => {
        const response = await api.add(admin, southernWater, { email, name: 'Typed By Admin', role: 'engineer' });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json() as { data: AddedMember }).data;
      }),
    );
    // Everything but who and when: the ID, the email and the link's moment differ by nature.
    const comparable = answers.map(
      ({ userID: _u, email: _e, inviteURL, inviteExpiresAt: _x, invitationExpiresAt, ...rest }) => ({
        ...rest,
        hasLink: inviteURL !== null,
        invited: invitationExpiresAt !== null,
      }),
    );
    expect(comparable[0]).toEqual(comparable[1]);
    expect(comparable[0]).toMatchObject({ name: 'Typed By Admin', pending: true, jobTitle: null, hasLink: true });
    // The list, its search and the trail say no more than the answer.
    const listed = (await api.members(admin, southernWater)).find((member) => member.userID === known.userID);
    expect(listed).toMatchObject({ name: 'Typed By Admin', pending: true, lastSignInAt: null });
    const search = await admin.in(southernWater).get('/api/users?q=Real%20Name%20Elsewhere');
    expect((search.json() as MemberList).data).toEqual([]);
    // Sorted by name, pending people stand where the typed name puts them, not their own.
    for (const [ownName, typed] of [
      ['Aaron Own', 'Zed Sorted By Typed Name'],
      ['Zara Own', 'Abe Sorted By Typed Name'],
    ]) {
      const account = await existingAccount(testApp, northwind, { name: ownName!, proven: true });
      const added = await api.add(admin, southernWater, { email: account.email, name: typed!, role: 'viewer' });
      expect(added.statusCode, added.body).toBe(201);
    }
    const sorted = await admin.in(southernWater).get('/api/users?q=Sorted%20By%20Typed%20Name&sort=name');
    expect((sorted.json() as MemberList).data.map((member) => member.name)).toEqual([
      'Abe Sorted By Typed Name',
      'Zed Sorted By Typed Name',
    ]);
    const trail = await inDatabase(testApp, southernWater, (tx) =>
      tx.select().from(activity).where(eq(activity.subjectId, known.userID)),
    );
    expect(JSON.stringify(trail)).not.toContain('Real Name Elsewhere');
    // Named as an owner or assignee, the person is still the name the admin typed.
    const sites = await admin.in(southernWater).get('/api/sites?limit=1');
    const [site] = (sites.json() as { data: { siteID: string }[] }).data;
    const assigned = await admin.in(southernWater).post(`/api/sites/${site!.siteID}/assignments`, {
      userID: known.userID,
      role: 'engineer_of_record',
      since: '2026-01-01',
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.body).not.toContain('Real Name Elsewhere');
    expect((assigned.json() as { data: { user: { name: string } } }).data.user.name).toBe('Typed By Admin');

    // The person is told: their pending membership waits for them when they sign in.
    const person = await signInAs(known.email, chosenByOwner);
    expect(tenantsOf(person.accessToken)).toEqual([northwind]);
    const pending = (await api.pending(person.accessToken)).json() as { data: PendingMembership[] };
    expect(pending.data).toEqual([
      expect.objectContaining({
        tenantID: southernWater,
        tenantName: 'Southern Water',
        role: 'engineer',
        blockedBy: null,
      }),
    ]);
  });

  it('the person accepts in the app, or declines, and only then does the tenant see them', async () => {
    const accepting = await existingAccount(testApp, northwind, { name: 'Marta Accepts', proven: true });
    const declining = await existingAccount(testApp, northwind, { name: 'Diego Declines', proven: true });
    for (const { email } of [accepting, declining]) {
      expect((await api.add(admin, southernWater, { email, name: 'Invitee', role: 'viewer' })).statusCode).toBe(201);
    }

    const marta = await signInAs(accepting.email, chosenByOwner);
    const accessToken = accessTokenOf(await api.answer(marta.accessToken, southernWater, 'accept'));
    expect(tenantsOf(accessToken)).toEqual([northwind, southernWater].sort());
    const reads = await testApp.app.inject({
      url: '/api/users/permissions',
      headers: bearer(accessToken, southernWater),
    });
    expect(reads.statusCode).toBe(200);
    expect((await api.members(admin, southernWater)).find((m) => m.userID === accepting.userID)).toMatchObject({
      name: 'Marta Accepts',
      pending: false,
    });
    expect((await api.answer(marta.accessToken, southernWater, 'accept')).json()).toMatchObject({
      status: 404,
      code: 'membership_not_pending',
    });

    const diego = await signInAs(declining.email, chosenByOwner);
    const declined = await api.answer(diego.accessToken, southernWater, 'decline');
    expect(declined.statusCode, declined.body).toBe(204);
    expect((await api.members(admin, southernWater)).some((m) => m.userID === declining.userID)).toBe(false);
    expect(((await api.pending(diego.accessToken)).json() as { data: unknown[] }).data).toEqual([]);
    const trail = await inDatabase(testApp, southernWater, (tx) =>
      tx
        .select()
        .from(activity)
        .where(sql`${activity.action} in ('membership.accepted', 'membership.declined')`),
    );
    expect(trail.map((entry) => entry.action).sort()).toEqual(['membership.accepted', 'membership.declined']);
  });

  it('a pending invitation survives another tenant adding the person, and a resend always gives a way in', async () => {
    const email = uniqueEmail('itrb');
    const invited = await api.add(admin, northwind, { email, name: 'ITRB Member', role: 'viewer' });
    const { userID } = (invited.json() as { data: AddedMember }).data;
    expect((await api.add(admin, southernWater, { email, name: 'ITRB', role: 'viewer' })).statusCode).toBe(201);

    // Northwind sends its link again: never "has already chosen a password", since they have not.
    const resent = await api.resend(admin, northwind, userID);
    expect(resent.statusCode, resent.body).toBe(201);
    const link = tokenOf((resent.json() as { data: AddedMember }).data.inviteURL);
    expect(((await api.readLink(link)).json() as { data: Invitation }).data).toMatchObject({
      name: 'ITRB Member',
      tenantName: 'Northwind Mining',
      action: 'choose_password',
    });
    expect(tenantsOf(accessTokenOf(await api.useLink(link, chosenByOwner)))).toEqual([northwind]);

    // Southern Water's offer still waits, and its resend still answers with a link.
    const southern = await api.resend(admin, southernWater, userID);
    expect(southern.statusCode, southern.body).toBe(201);
    expect(southern.body).not.toMatch(/password/i);
    // Northwind's membership is accepted now: nothing to send again, and the answer says so plainly.
    const joined = await api.resend(admin, northwind, userID);
    expect(joined.json()).toMatchObject({ status: 409, code: 'invitation_not_pending' });
    expect((joined.json() as { detail: string }).detail).not.toMatch(/password/i);
  });
});

describe('with email: the link sent to the address', () => {
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer();
  });
  afterAll(() => mail?.close());
  // After the mail server's hooks: the app starts once it is up, and closes before it.
  const { testApp, admin, northwind, southernWater, signInAs } = useTestApp(() => ({
    people: ['admin'],
    env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://freeboard.example.com' },
  }));
  const api = client(testApp);

  it("the address's owner proves it, replaces the password someone else chose, and joins", async () => {
    // An account whose password Northwind's admin chose with a link they were shown: never proven.
    const { userID, email } = await existingAccount(testApp, northwind, { name: 'CFO', proven: false });
    const stolen = await signInAs(email, chosenByOwner);

    const added = await api.add(admin, southernWater, { email, name: 'CFO', role: 'manager', isTenantAdmin: true });
    expect((added.json() as { data: AddedMember }).data).toMatchObject({ inviteURL: null, inviteEmailed: true });
    const mailed = mail.mailbox.findLast((message) => message.to.includes(email));
    const link = /\/invitation\/([A-Za-z0-9_-]{43,44})/.exec(mailed?.raw ?? '')?.[1];
    expect(link).toBeTruthy();
    expect(((await api.readLink(link!)).json() as { data: Invitation }).data.action).toBe('choose_password');

    const owner = accessTokenOf(await api.useLink(link!, 'meadow-pelican-granite-south'));
    expect(tenantsOf(owner)).toEqual([northwind, southernWater].sort());
    // The password someone else chose no longer opens the account, and their session is over.
    expect((await login(testApp.app, email, chosenByOwner)).statusCode).toBe(401);
    expect((await api.refresh(stolen.refreshToken)).statusCode).toBe(401);
    const [account] = await testApp.owner.transaction((tx) => tx.select().from(users).where(eq(users.id, userID)));
    expect(account?.emailVerifiedAt).not.toBeNull();
  });
});

describe("item 3b: a tenant's identity provider", () => {
  const { testApp, admin, northwind, southernWater, signInAs } = useTestApp({ people: ['admin'] });
  const api = client(testApp);
  let idp: TestIdentityProvider;
  const slug = 'northwind-mining';

  function signInThroughNorthwind(email: string) {
    const base = `${testApp.config.publicUrl}/api/auth/saml/${slug}`;
    const samlResponse = idp.samlResponse({ acsUrl: `${base}/acs`, audience: `${base}/metadata`, email });
    return testApp.app.inject({
      method: 'POST',
      url: `/api/auth/saml/${slug}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
    });
  }

  async function ssoSession(email: string) {
    const acs = await signInThroughNorthwind(email);
    expect(acs.statusCode, acs.body).toBe(302);
    const code = new URL(String(acs.headers.location), 'http://web.test').searchParams.get('code')!;
    const exchanged = await testApp.app.inject({ method: 'POST', url: '/api/auth/saml/exchange', payload: { code } });
    return { accessToken: accessTokenOf(exchanged), refreshToken: refreshCookieOf(exchanged)! };
  }

  beforeAll(async () => {
    idp = await createTestIdentityProvider();
    const current = await admin.in(northwind).get('/api/settings/saml');
    const saved = await admin.in(northwind).put('/api/settings/saml', {
      enabled: true,
      idpEntityID: idp.entityID,
      idpSsoUrl: idp.ssoUrl,
      idpCertificate: idp.certificate,
      defaultRole: 'viewer',
      version: (current.json() as { data: { version: number } }).data.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('issues a session that reaches Northwind only, even after Southern Water takes the person back', async () => {
    // A member of both tenants, with a password of their own; Southern Water removes them.
    const { userID, email } = await existingAccount(testApp, northwind, { name: 'Shared Engineer', proven: true });
    await inDatabase(testApp, southernWater, (tx) =>
      tx.insert(memberships).values({ tenantId: southernWater, userId: userID, role: 'engineer' }),
    );
    const removed = await admin.in(southernWater).delete(`/api/users/${userID}`);
    expect(removed.statusCode).toBe(204);

    const sso = await ssoSession(email);

    // Southern Water adds them back: the session Northwind's provider issued does not read its members.
    expect((await api.add(admin, southernWater, { email, name: 'Shared Engineer', role: 'engineer' })).statusCode).toBe(
      201,
    );
    const readsSouthern = await testApp.app.inject({
      url: '/api/users',
      headers: bearer(sso.accessToken, southernWater),
    });
    expect(readsSouthern.statusCode).toBe(403);
    expect((decodeClaims(sso.accessToken) as Claims).authDetails).toMatchObject({ ssoTenantID: northwind });
    expect(tenantsOf(sso.accessToken)).toEqual([northwind]);

    // The person accepts with their password.
    const own = await signInAs(email, chosenByOwner);
    // The SSO session may not answer for the person elsewhere.
    expect((await api.answer(sso.accessToken, southernWater, 'accept')).json()).toMatchObject({
      status: 403,
      code: 'sso_session_scoped',
    });
    accessTokenOf(await api.answer(own.accessToken, southernWater, 'accept'));

    // The session Northwind's provider issued still reaches Northwind only, refreshed or not.
    const southernMembers = await testApp.app.inject({
      url: '/api/users',
      headers: bearer(sso.accessToken, southernWater),
    });
    expect(southernMembers.statusCode).toBe(403);
    const refreshed = accessTokenOf(await api.refresh(sso.refreshToken));
    expect(tenantsOf(refreshed)).toEqual([northwind]);
    expect(
      (await testApp.app.inject({ url: '/api/users', headers: bearer(refreshed, southernWater) })).statusCode,
    ).toBe(403);
    const me = await testApp.app.inject({ url: '/api/me', headers: bearer(refreshed) });
    expect((me.json() as { data: { tenants: { tenantID: string }[] } }).data.tenants.map((t) => t.tenantID)).toEqual([
      northwind,
    ]);
  });

  it('signs in only accounts it provisioned or that are members of its tenant', async () => {
    // An account made by Southern Water's invitation, member of no tenant now: not Northwind's to vouch for.
    const { userID, email } = await existingAccount(testApp, southernWater, { name: 'Made Elsewhere', proven: false });
    await inDatabase(testApp, southernWater, (tx) => tx.delete(memberships).where(eq(memberships.userId, userID)));
    expect((await signInThroughNorthwind(email)).statusCode).toBe(401);

    // One it provisioned comes back after a removal.
    const provisioned = uniqueEmail('sso-only');
    const first = await ssoSession(provisioned);
    const [{ id } = { id: '' }] = await testApp.owner.transaction((tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${provisioned}`),
    );
    expect(tenantsOf(first.accessToken)).toEqual([northwind]);
    await inDatabase(testApp, northwind, (tx) => tx.delete(memberships).where(eq(memberships.userId, id)));
    expect(tenantsOf((await ssoSession(provisioned)).accessToken)).toEqual([northwind]);
  });
});

describe('when the mail server fails', () => {
  const { testApp, admin } = useTestApp(async () => {
    // A port nobody listens on: the mail server refuses at once.
    const closed = await startMailServer();
    const url = closed.url;
    await closed.close();
    return { people: ['admin'], env: { SMTP_URL: url } };
  });

  it('shows the admin a link that works but proves nothing, instead of the one meant for the address', async () => {
    const api = client(testApp);
    const northwind = tenantIDBySlug(admin, 'northwind-mining');
    const email = uniqueEmail('unmailed');
    const response = await api.add(admin, northwind, { email, name: 'Not Mailed', role: 'viewer' });
    expect(response.statusCode, response.body).toBe(201);
    const added = (response.json() as { data: AddedMember }).data;
    expect(added).toMatchObject({ inviteEmailed: false, pending: true });
    const link = tokenOf(added.inviteURL);
    expect(((await api.readLink(link)).json() as { data: Invitation }).data.action).toBe('choose_password');
    expect(tenantsOf(accessTokenOf(await api.useLink(link, chosenByOwner)))).toEqual([northwind]);
    const [account] = await testApp.owner.transaction((tx) =>
      tx.select().from(users).where(eq(users.id, added.userID)),
    );
    expect(account?.emailVerifiedAt, 'a link the admin saw proves nothing').toBeNull();
  });
});
