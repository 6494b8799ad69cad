/**
 * `PATCH | DELETE /api/users/{userID}`: a tenant admin administers the tenant's members, on PGlite and
 * PostgreSQL — role, admin flag, job title, deactivation (this tenant's access ends at once, the
 * person's sessions go on for their other tenants), removal, the last-admin rule, and nothing
 * changed for anyone else who tries.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberList } from '@freeboard/shared/users/members.schemas';
import { activity, memberships, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { decodeClaims, inDatabase, refreshCookieOf } from '../../../test/test-app';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, engineer, viewer, northwind, southernWater, signInAs } = useTestApp();
const password = 'Tailings-Governance-2026';
let passwordHash: string;

/** A person with a password, member of `tenantID` with the given role. */
async function addMember(tenantID: string, role: Member['role'], isTenantAdmin = false) {
  const userID = newID();
  const email = `member-${userID}@example.com`;
  await testApp.database.db
    .insert(users)
    .values({ id: userID, email, name: `Member ${userID.slice(-6)}`, passwordHash });
  await inDatabase(testApp, tenantID, (tx) =>
    tx.insert(memberships).values({ tenantId: tenantID, userId: userID, role, isTenantAdmin }),
  );
  return { userID, email };
}

beforeAll(async () => {
  passwordHash = await hashPassword(password);
});

function patch(session: Person, userID: string, payload: unknown, tenantID = northwind) {
  return session.in(tenantID).patch(`/api/users/${userID}`, payload as object);
}

function remove(session: Person, userID: string, tenantID = northwind) {
  return session.in(tenantID).delete(`/api/users/${userID}`);
}

async function memberOf(userID: string, tenantID = northwind): Promise<Member | undefined> {
  const response = await admin.in(tenantID).get('/api/users?limit=200');
  return (response.json() as MemberList).data.find((member) => member.userID === userID);
}

function refresh(refreshToken: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/token-refresh', cookies: { fb_refresh: refreshToken } });
}

/** The tenants a refreshed access token names. */
function tenantIDsIn(refreshed: Awaited<ReturnType<typeof refresh>>): string[] {
  const { accessToken } = (refreshed.json() as { data: { accessToken: string } }).data;
  const { tenants } = decodeClaims(accessToken).authDetails as { tenants: { tenantID: string }[] };
  return tenants.map((tenant) => tenant.tenantID);
}

function trailOf(userID: string, tenantID = northwind) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'User'), eq(activity.subjectId, userID)))
      .orderBy(activity.createdAt),
  );
}

describe('PATCH /api/users/{userID}', () => {
  it("changes a member's role, admin flag and job title, and records each change before → after", async () => {
    const { userID } = await addMember(northwind, 'viewer');
    const response = await patch(admin, userID, {
      role: 'manager',
      isTenantAdmin: true,
      jobTitle: '  Dam Safety Lead ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      userID,
      role: 'manager',
      isTenantAdmin: true,
      jobTitle: 'Dam Safety Lead',
    });
    expect(await memberOf(userID)).toMatchObject({ role: 'manager', isTenantAdmin: true, jobTitle: 'Dam Safety Lead' });
    const [entry] = await trailOf(userID);
    expect(entry).toMatchObject({ action: 'update', actorUserId: admin.userID });
    expect(entry!.changes).toEqual({
      role: { before: 'viewer', after: 'manager' },
      isTenantAdmin: { before: false, after: true },
      jobTitle: { before: null, after: 'Dam Safety Lead' },
    });
  });

  it('is refused to managers, engineers and viewers, and changes nothing', async () => {
    const manager = await addMember(northwind, 'manager');
    const managerSession = await signInAs(manager.email, password);
    const { userID } = await addMember(northwind, 'viewer');
    for (const session of [managerSession, engineer, viewer]) {
      const response = await patch(session, userID, { role: 'manager' });
      expect(response.statusCode, response.body).toBe(403);
      expect((await remove(session, userID)).statusCode).toBe(403);
    }
    expect(await memberOf(userID)).toMatchObject({ role: 'viewer' });
    expect(await trailOf(userID)).toEqual([]);
  });

  it('refuses an empty change, an unknown role and a member of another tenant', async () => {
    const { userID } = await addMember(northwind, 'viewer');
    for (const payload of [{}, { role: 'owner' }, { active: 'no' }]) {
      const response = await patch(admin, userID, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const elsewhere = await addMember(southernWater, 'viewer');
    const response = await patch(admin, elsewhere.userID, { role: 'manager' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'user_not_found' });
    expect(await memberOf(elsewhere.userID, southernWater)).toMatchObject({ role: 'viewer' });
  });

  it('deactivating keeps the person out of the tenant at once, until reactivated', async () => {
    const person = await addMember(northwind, 'engineer');
    const session = await signInAs(person.email, password);
    const read = () => session.in(northwind).get('/api/sites');
    expect((await read()).statusCode).toBe(200);

    const response = await patch(admin, person.userID, { active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ active: false });
    // The access token no longer enters the tenant, and a refreshed one does not name it.
    expect((await read()).statusCode).toBe(403);
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(tenantIDsIn(refreshed)).not.toContain(northwind);
    expect((await trailOf(person.userID)).at(-1)).toMatchObject({ action: 'deactivate' });
    // The list's state filter finds them among the deactivated, with their role kept for a return.
    const listed = async (query: string) => {
      const answer = await admin.in(northwind).get(`/api/users${query}`);
      return (answer.json() as MemberList).data.map((member) => member.userID);
    };
    expect(await listed('?active=false&role=engineer')).toContain(person.userID);
    expect(await listed('?active=true')).not.toContain(person.userID);
    expect(await listed('?isTenantAdmin=true')).not.toContain(person.userID);

    expect((await patch(admin, person.userID, { active: true })).statusCode).toBe(200);
    expect((await trailOf(person.userID)).at(-1)).toMatchObject({ action: 'reactivate' });
    const again = await signInAs(person.email, password);
    const back = await again.in(northwind).get('/api/sites');
    expect(back.statusCode).toBe(200);
  });

  it('deactivating a member of two tenants in one ends that tenant only: they keep refreshing and reading the other', async () => {
    const person = await addMember(northwind, 'engineer');
    await inDatabase(testApp, southernWater, (tx) =>
      tx.insert(memberships).values({ tenantId: southernWater, userId: person.userID, role: 'viewer' }),
    );
    const session = await signInAs(person.email, password);
    const read = (accessToken: string, tenantID: string) =>
      ({ ...session, accessToken }).in(tenantID).get('/api/sites');
    expect((await read(session.accessToken, northwind)).statusCode).toBe(200);
    expect((await read(session.accessToken, southernWater)).statusCode).toBe(200);

    expect((await patch(admin, person.userID, { active: false })).statusCode).toBe(200);
    // The token issued before is refused in Northwind at once, and still reads Southern Water.
    expect((await read(session.accessToken, northwind)).statusCode).toBe(403);
    expect((await read(session.accessToken, southernWater)).statusCode).toBe(200);
    // The session goes on: each refresh rotates the cookie and issues a token for Southern Water only.
    let refreshToken = session.refreshToken;
    for (let round = 0; round < 2; round += 1) {
      const refreshed = await refresh(refreshToken);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(tenantIDsIn(refreshed)).toEqual([southernWater]);
      const { accessToken } = (refreshed.json() as { data: { accessToken: string } }).data;
      expect((await read(accessToken, southernWater)).statusCode).toBe(200);
      expect((await read(accessToken, northwind)).statusCode).toBe(403);
      refreshToken = refreshCookieOf(refreshed)!;
    }
    // Reactivated, the same session enters Northwind again at its next refresh.
    expect((await patch(admin, person.userID, { active: true })).statusCode).toBe(200);
    const refreshed = await refresh(refreshToken);
    expect(tenantIDsIn(refreshed).sort()).toEqual([northwind, southernWater].sort());
  });

  it('a deactivation made by another process is refused here at its announcement, not when the directory expires', async () => {
    const person = await addMember(northwind, 'engineer');
    // Signing in loads the person's access into this process's directory, kept 5 s unless told.
    const session = await signInAs(person.email, password);
    const read = () => session.in(northwind).get('/api/sites');
    expect((await read()).statusCode).toBe(200);
    // Another process deactivates them: straight in the database, this process is not told.
    await inDatabase(testApp, northwind, (tx) =>
      tx
        .update(memberships)
        .set({ active: false })
        .where(and(eq(memberships.tenantId, northwind), eq(memberships.userId, person.userID))),
    );
    // The database's change notification arrives in milliseconds; without it the directory would
    // answer from its copy until 5 s after the sign-in.
    const deadline = Date.now() + 3_000;
    let status = (await read()).statusCode;
    while (status !== 403 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await read()).statusCode;
    }
    expect(status).toBe(403);
  });
});

describe('the last tenant admin', () => {
  /** Leaves `keep` the tenant's only active admin by demoting every other. */
  async function onlyAdmin(tenantID: string, keep: string) {
    await inDatabase(testApp, tenantID, (tx) =>
      tx.update(memberships).set({ isTenantAdmin: false }).where(eq(memberships.tenantId, tenantID)),
    );
    await inDatabase(testApp, tenantID, (tx) =>
      tx
        .update(memberships)
        .set({ isTenantAdmin: true })
        .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, keep))),
    );
  }

  it('cannot be demoted, deactivated or removed; once another is admin, it can', async () => {
    const first = await addMember(southernWater, 'manager', true);
    await onlyAdmin(southernWater, first.userID);
    for (const payload of [{ isTenantAdmin: false }, { active: false }]) {
      const response = await patch(admin, first.userID, payload, southernWater);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'last_tenant_admin' });
    }
    const refused = await remove(admin, first.userID, southernWater);
    expect(refused.statusCode).toBe(409);
    expect(await memberOf(first.userID, southernWater)).toMatchObject({ isTenantAdmin: true, active: true });

    const second = await addMember(southernWater, 'manager');
    expect((await patch(admin, second.userID, { isTenantAdmin: true }, southernWater)).statusCode).toBe(200);
    expect((await patch(admin, first.userID, { isTenantAdmin: false }, southernWater)).statusCode).toBe(200);
    // The one admin left cannot be removed either.
    expect((await remove(admin, second.userID, southernWater)).statusCode).toBe(409);
  });

  it('two admins demoting each other at the same moment: one change is made, the other refused', async () => {
    const tenantID = northwind;
    const a = await addMember(tenantID, 'manager', true);
    const b = await addMember(tenantID, 'manager', true);
    await onlyAdmin(tenantID, a.userID);
    await inDatabase(testApp, tenantID, (tx) =>
      tx
        .update(memberships)
        .set({ isTenantAdmin: true })
        .where(and(eq(memberships.tenantId, tenantID), eq(memberships.userId, b.userID))),
    );
    const [first, second] = await Promise.all([
      patch(admin, a.userID, { isTenantAdmin: false }),
      patch(admin, b.userID, { isTenantAdmin: false }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const admins = [await memberOf(a.userID), await memberOf(b.userID)].filter((member) => member?.isTenantAdmin);
    expect(admins).toHaveLength(1);
  });
});

describe('DELETE /api/users/{userID}', () => {
  it('removes the membership (the account stays), records it, and answers 404 after', async () => {
    const person = await addMember(northwind, 'viewer');
    const response = await remove(admin, person.userID);
    expect(response.statusCode, response.body).toBe(204);
    expect(await memberOf(person.userID)).toBeUndefined();
    const [account] = await testApp.database.db.select({ id: users.id }).from(users).where(eq(users.id, person.userID));
    expect(account).toBeDefined();
    expect((await trailOf(person.userID)).at(-1)).toMatchObject({ action: 'delete', actorUserId: admin.userID });
    const again = await remove(admin, person.userID);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'user_not_found' });
  });
});

describe('POST /api/users without a mail server', () => {
  it('invites a new person with a link to copy and says it sent nothing', async () => {
    const email = `copied-${newID().slice(-12)}@example.com`;
    const response = await admin.in(northwind).post('/api/users', { email, name: 'Link Copied', role: 'viewer' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: { email, inviteEmailed: false, inviteURL: expect.stringMatching(/^http:\/\/localhost:\d+\/invitation\//) },
    });
  });
});
