/**
 * `POST /api/users` and the invitation it makes, on PGlite and PostgreSQL, with a real SMTP server:
 * a new email becomes an account with a pending membership and a one-time link sent to the address
 * only (stored hashed, never shown to the admin); the link sets a password once, proves the email,
 * joins the tenant and signs the person in; an existing account is offered a pending membership the
 * same way; expired, used, forged and no-longer-fitting links are refused; nobody but a tenant admin
 * adds anyone. Without email, and across tenants: users/accounts-proven.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedMember, Invitation } from '@freeboard/shared/users/invitations.schemas';
import type { MemberList } from '@freeboard/shared/users/members.schemas';
import { activity, invitations, memberships, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { decodeClaims, demoEmails, inDatabase, refreshCookieOf } from '../../../test/test-app';
import { startMailServer, type MailServer, type ReceivedMail } from '../../../test/mail-server';
import { useTestApp, type Person } from '../../../test/harness';

const strongPassword = 'slate-heron-quarry-lantern';
let mail: MailServer;
let mailbox: ReceivedMail[];

beforeAll(async () => {
  mail = await startMailServer();
  mailbox = mail.mailbox;
});
afterAll(() => mail.close());
// After the mail server's hooks: the app starts once it is up, and closes before it.
const { testApp, admin, northwind, southernWater, signInAs } = useTestApp(() => ({
  people: ['admin'],
  env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://freeboard.example.com' },
}));

function uniqueEmail(label: string) {
  return `${label}-${newID().slice(-12)}@contractor.example`;
}

function add(session: Person, payload: unknown, tenantID = northwind) {
  return session.in(tenantID).post('/api/users', payload as object);
}

/** The link of the latest email to `email` (the admin never sees an emailed link). */
function linkMailedTo(email: string): string {
  const mail = mailbox.findLast((message) => message.to.includes(email));
  const token = /\/invitation\/([A-Za-z0-9_-]{43,44})/.exec(mail?.raw ?? '')?.[1];
  if (!token) throw new Error(`no invitation was emailed to ${email}`);
  return token;
}

async function invite(name = 'Rosa Quispe', tenantID = northwind) {
  const email = uniqueEmail('invitee');
  const response = await add(admin, { email, name, role: 'engineer', jobTitle: 'ITRB member' }, tenantID);
  expect(response.statusCode, response.body).toBe(201);
  const added = (response.json() as { data: AddedMember }).data;
  return { email, added, token: linkMailedTo(email) };
}

function readInvitation(token: string) {
  return testApp.app.inject({ url: `/api/auth/invitations/${token}` });
}

function accept(token: string, password = strongPassword) {
  return testApp.app.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, payload: { password } });
}

async function accountByEmail(email: string) {
  const [account] = await testApp.owner.transaction((tx) =>
    tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`),
  );
  return account;
}

describe('adding a person who has no account', () => {
  it('creates the account and a 7-day link, emails it without showing it, and records who invited whom', async () => {
    const before = Date.now();
    const { email, added, token } = await invite();
    expect(added).toMatchObject({
      email,
      name: 'Rosa Quispe',
      role: 'engineer',
      isTenantAdmin: false,
      jobTitle: 'ITRB member',
      active: true,
      lastSignInAt: null,
      pending: true,
      inviteEmailed: true,
      inviteURL: null,
    });
    const lifetime = Date.parse(added.inviteExpiresAt!) - before;
    expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    const mail = mailbox.find((message) => message.to.includes(email));
    expect(mail?.raw).toContain(`https://freeboard.example.com/invitation/${token}`);
    expect(mail?.raw).toMatch(/invited you to Northwind Mining/);

    // The account has no password yet, and the link is stored only as its hash.
    const account = await accountByEmail(email);
    expect(account?.passwordHash).toBeNull();
    const stored = await testApp.owner.transaction((tx) =>
      tx.select().from(invitations).where(eq(invitations.userId, added.userID)),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const list = await admin.in(northwind).get('/api/users?limit=200');
    expect((list.json() as MemberList).data.map((member) => member.userID)).toContain(added.userID);
    const trail = await inDatabase(testApp, northwind, (tx) =>
      tx.select().from(activity).where(eq(activity.subjectId, added.userID)),
    );
    expect(trail).toEqual([
      expect.objectContaining({ action: 'invite', actorUserId: admin.userID, subjectType: 'User' }),
    ]);
  });

  it('the link names the person and the organization, sets a strong password once and signs them in', async () => {
    const { email, added, token } = await invite('Tomás Ríos');
    const shown = await readInvitation(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((shown.json() as { data: Invitation }).data).toMatchObject({
      email,
      name: 'Tomás Ríos',
      tenantName: 'Northwind Mining',
      action: 'choose_password',
    });

    const weak = await accept(token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'validation_failed', errors: { password: [expect.any(String)] } });
    const short = await accept(token, 'Short1!');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: [expect.any(String)] } });

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(refreshCookieOf(accepted)).toBeTruthy();
    const accessToken = (accepted.json() as { data: { accessToken: string } }).data.accessToken;
    expect(decodeClaims(accessToken)).toMatchObject({ sub: added.userID });
    const me = await testApp.app.inject({
      url: '/api/users/permissions',
      headers: { authorization: `Bearer ${accessToken}`, 'x-tenant-id': northwind },
    });
    expect(me.statusCode).toBe(200);

    const list = await admin.in(northwind).get('/api/users?limit=200');
    const listed = (list.json() as MemberList).data.find((member) => member.userID === added.userID);
    expect(listed?.lastSignInAt, 'choosing the password signed them in').not.toBeNull();
    expect(listed?.pending, 'choosing the password joined them').toBe(false);
    // The link went to the address only: using it proved the email.
    expect((await accountByEmail(email))?.emailVerifiedAt).not.toBeNull();

    // The password works at the sign-in form; the link is spent.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: strongPassword },
    });
    expect(login.statusCode).toBe(200);
    expect((await readInvitation(token)).json()).toMatchObject({ status: 410, code: 'invitation_used' });
    const again = await accept(token, 'another-granite-pelican-meadow');
    expect(again.json()).toMatchObject({ status: 410, code: 'invitation_used' });
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: strongPassword },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('two tabs using one link at once: one signs in, the other is told it was used', async () => {
    const { token } = await invite();
    const answers = await Promise.all([accept(token), accept(token, 'copper-violet-harbour-signal')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses an expired link, a forged one and a malformed one', async () => {
    const { added, token } = await invite();
    await testApp.owner.transaction((tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.userId, added.userID)),
    );
    expect((await readInvitation(token)).json()).toMatchObject({ status: 410, code: 'invitation_expired' });
    expect((await accept(token)).json()).toMatchObject({ status: 410, code: 'invitation_expired' });
    expect((await accountByEmail(added.email))?.passwordHash).toBeNull();

    const forged = 'A'.repeat(43);
    expect((await readInvitation(forged)).json()).toMatchObject({ status: 404, code: 'invitation_invalid' });
    expect((await accept(forged)).json()).toMatchObject({ status: 404, code: 'invitation_invalid' });
    expect((await readInvitation('not-a-token')).statusCode).toBe(400);
  });

  it('refuses a link once the person was removed, and keeps it working when another organization adds them', async () => {
    const removed = await invite();
    const deletion = await admin.in(northwind).delete(`/api/users/${removed.added.userID}`);
    expect(deletion.statusCode).toBe(204);
    expect((await accept(removed.token)).json()).toMatchObject({ status: 404, code: 'invitation_invalid' });

    // Issue 31, item 10: another tenant's addition leaves this tenant's link working.
    const shared = await invite();
    expect((await add(admin, { email: shared.email, name: 'x', role: 'viewer' }, southernWater)).statusCode).toBe(201);
    expect((await readInvitation(shared.token)).json()).toMatchObject({ data: { action: 'choose_password' } });
    const joined = await accept(shared.token);
    expect(joined.statusCode, joined.body).toBe(200);
    const claims = decodeClaims((joined.json() as { data: { accessToken: string } }).data.accessToken) as {
      authDetails: { tenants: { tenantID: string }[] };
    };
    // Northwind's link joined Northwind only: Southern Water's offer waits for the person's answer.
    expect(claims.authDetails.tenants.map((tenant) => tenant.tenantID)).toEqual([northwind]);
  });
});

describe('adding a person who has an account', () => {
  it('offers the account a pending membership by email, answering as for a new email; the password keeps working', async () => {
    const userID = newID();
    const email = uniqueEmail('existing');
    await testApp.database.db
      .insert(users)
      .values({ id: userID, email, name: 'Existing Person', passwordHash: await hashPassword(strongPassword) });
    await inDatabase(testApp, southernWater, (tx) =>
      tx.insert(memberships).values({ tenantId: southernWater, userId: userID, role: 'viewer' }),
    );
    const mailsBefore = mailbox.length;

    // Typed in capitals and with spaces: the same account.
    const response = await add(admin, { email: `  ${email.toUpperCase()} `, name: 'Typed Name', role: 'manager' });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { data: AddedMember }).data).toMatchObject({
      userID,
      // The name the admin typed: the account's own is not this tenant's to learn.
      name: 'Typed Name',
      role: 'manager',
      pending: true,
      inviteURL: null,
      inviteExpiresAt: expect.any(String),
      inviteEmailed: true,
    });
    expect(mailbox.length).toBe(mailsBefore + 1);
    expect(mailbox.at(-1)?.raw).toMatch(/Open this link to accept/);
    // Until the person answers, the password reaches Southern Water only.
    const session = await signInAs(email, strongPassword);
    expect(session.tenants.map((tenant) => tenant.tenantID)).toEqual([southernWater]);
  });

  it('answers 409 already_member for a member, whatever the case of the email, and changes nothing', async () => {
    const { email, added } = await invite();
    const again = await add(admin, { email: email.toUpperCase(), name: 'Someone Else', role: 'viewer' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_member' });
    const stored = await testApp.owner.transaction((tx) =>
      tx.select().from(invitations).where(eq(invitations.userId, added.userID)),
    );
    expect(stored).toHaveLength(1);

    const demo = await add(admin, { email: demoEmails.viewer, name: 'Viewer', role: 'viewer' });
    expect(demo.json()).toMatchObject({ status: 409, code: 'already_member' });
  });
});

describe('who may add people', () => {
  it('refuses engineers and viewers with 403 and creates nothing', async () => {
    for (const email of [demoEmails.engineer, demoEmails.viewer]) {
      const session = await signInAs(email);
      const address = uniqueEmail('refused');
      const response = await add(session, { email: address, name: 'Nobody', role: 'viewer' }, session.defaultTenantID);
      expect(response.statusCode).toBe(403);
      expect(await accountByEmail(address)).toBeUndefined();
    }
  });

  it('names the fields a bad request got wrong', async () => {
    const response = await add(admin, { email: 'not an email', name: '', role: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'email',
      'name',
      'role',
    ]);
  });
});

describe('sending an invitation again', () => {
  function resend(session: Person, userID: string, tenantID = northwind) {
    return session.in(tenantID).post(`/api/users/${userID}/invitation`);
  }

  async function memberOf(userID: string) {
    const list = await admin.in(northwind).get('/api/users?limit=200');
    return (list.json() as MemberList).data.find((member) => member.userID === userID);
  }

  it('issues a new link that works, stops the old one, emails it, and shows the person as pending until they accept', async () => {
    const { email, added, token: oldToken } = await invite('Inés Vargas');
    expect((await memberOf(added.userID))?.invitationExpiresAt).toBe(added.inviteExpiresAt);
    const mailsBefore = mailbox.length;

    const response = await resend(admin, added.userID);
    expect(response.statusCode, response.body).toBe(201);
    const again = (response.json() as { data: AddedMember }).data;
    expect(again).toMatchObject({ userID: added.userID, email, inviteEmailed: true, inviteURL: null, pending: true });
    expect(mailbox.length).toBe(mailsBefore + 1);
    const newToken = linkMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    expect(again.invitationExpiresAt).toBe(again.inviteExpiresAt);

    expect((await readInvitation(oldToken)).statusCode).toBe(410);
    expect((await accept(oldToken)).statusCode).toBe(410);
    expect((await accept(newToken)).statusCode).toBe(200);
    expect((await memberOf(added.userID))?.invitationExpiresAt).toBeNull();

    const trail = await inDatabase(testApp, northwind, (tx) =>
      tx.select().from(activity).where(eq(activity.subjectId, added.userID)),
    );
    expect(trail.filter((entry) => entry.action === 'invite')).toHaveLength(2);

    // Accepted: nothing left to send.
    const afterwards = await resend(admin, added.userID);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json()).toMatchObject({ code: 'invitation_not_pending' });
  });

  it('sends nothing to someone who has joined, nor to a deactivated member', async () => {
    const engineer = await signInAs(demoEmails.engineer);
    const existing = await resend(admin, engineer.userID);
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({ code: 'invitation_not_pending' });

    const { added } = await invite('Pablo Soto');
    const deactivated = await admin.in(northwind).patch(`/api/users/${added.userID}`, { active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const refused = await resend(admin, added.userID);
    expect(refused.statusCode).toBe(409);
    // Refused in the same transaction: the earlier link was not stopped, and no other was made.
    const stored = await testApp.owner.transaction((tx) =>
      tx.select().from(invitations).where(eq(invitations.userId, added.userID)),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 404 for someone who is not a member, and 403 to engineers and viewers', async () => {
    expect((await resend(admin, newID())).statusCode).toBe(404);
    const { added } = await invite('Lucía Paredes');
    for (const email of [demoEmails.engineer, demoEmails.viewer]) {
      const session = await signInAs(email);
      expect((await resend(session, added.userID, session.defaultTenantID)).statusCode).toBe(403);
    }
    // Another tenant's admin reaches no member of this one.
    const southern = await resend(admin, added.userID, southernWater);
    expect(southern.statusCode).toBe(404);
  });
});
