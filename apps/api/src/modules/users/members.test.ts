/** `GET /api/users`: the members of the active tenant, on PGlite and PostgreSQL. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberList } from '@freeboard/shared/users/members.schemas';
import { memberships, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { demoEmails, inDatabase } from '../../../test/test-app';
import { expectPagingMatchesWholeList } from '../../../test/list-contract';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, engineer, viewer, northwind, southernWater } = useTestApp();

/** A person who never signed in, member of one tenant only. */
async function addMember(tenantID: string, person: { name: string; email: string; jobTitle?: string }) {
  const userID = newID();
  await testApp.database.db.insert(users).values({ id: userID, email: person.email, name: person.name });
  await inDatabase(testApp, tenantID, (tx) =>
    tx.insert(memberships).values({ tenantId: tenantID, userId: userID, role: 'engineer', jobTitle: person.jobTitle }),
  );
  return userID;
}

beforeAll(async () => {
  for (let index = 0; index < 5; index += 1) {
    await addMember(northwind, { name: `Paging Person ${index}`, email: `paging-${index}@example.com` });
  }
});

async function list(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MemberList;
}

describe('GET /api/users', () => {
  it('lists the members of the tenant with role, admin flag, job title, state and latest sign-in, by name', async () => {
    const { data, meta } = await list(viewer);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    const names = data.map((member) => member.name);
    expect(names).toEqual([...names].sort());
    const byEmail = new Map(data.map((member) => [member.email, member]));
    expect(byEmail.get(demoEmails.viewer)).toMatchObject<Partial<Member>>({
      userID: viewer.userID,
      role: 'viewer',
      isTenantAdmin: false,
      active: true,
    });
    expect(byEmail.get(demoEmails.admin)?.isTenantAdmin).toBe(true);
    const signedIn = byEmail.get(demoEmails.engineer)!.lastSignInAt;
    expect(signedIn).not.toBeNull();
    expect(Date.now() - new Date(signedIn!).getTime()).toBeLessThan(5 * 60_000);
    expect(byEmail.get('paging-0@example.com')).toMatchObject({ lastSignInAt: null, jobTitle: null, role: 'engineer' });
  });

  it("takes the tenant's job title first, then the person's own", async () => {
    const userID = await addMember(northwind, { name: 'Titled Person', email: 'titled@example.com', jobTitle: 'RTFE' });
    const titled = (await list(viewer, '?q=titled')).data;
    expect(titled.map((member) => [member.userID, member.jobTitle])).toEqual([[userID, 'RTFE']]);
  });

  it('searches name and email, case-insensitively, wildcards taken literally', async () => {
    expect((await list(viewer, '?q=PAGING%20person%203')).data.map((member) => member.email)).toEqual([
      'paging-3@example.com',
    ]);
    expect((await list(viewer, '?q=engineer%40freeboard')).data.map((member) => member.userID)).toEqual([
      engineer.userID,
    ]);
    const paging = await list(viewer, '?q=paging-');
    expect(paging.meta.total).toBe(5);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
    expect((await list(viewer, '?q=_')).data).toEqual([]);
  });

  it('pages with a cursor without skipping or repeating a member, in either direction of any sort', async () => {
    for (const sort of ['name', '-name', 'email', '-email', 'role', '-role']) {
      await expectPagingMatchesWholeList(
        (query) => list(viewer, query),
        (member: MemberList['data'][number]) => member.userID,
        `?sort=${sort}`,
      );
    }
  });

  it('refuses an unknown sort field, a cursor of another sort, and limits out of range', async () => {
    const second = (await list(viewer, '?sort=email&limit=1')).meta.nextCursor!;
    for (const query of ['?sort=passwordHash', '?sort=-lastSignInAt', '?limit=0', '?limit=201', `?cursor=${second}`]) {
      const response = await viewer.in(northwind).get(`/api/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it("never lists another tenant's members", async () => {
    const outsider = await addMember(southernWater, { name: 'Southern Only', email: 'southern-only@example.com' });
    const northwindIDs = (await list(admin, '?limit=200')).data.map((member) => member.userID);
    expect(northwindIDs).not.toContain(outsider);
    expect(northwindIDs).toContain(engineer.userID);
    const southernIDs = (await list(admin, '?limit=200', southernWater)).data.map((member) => member.userID);
    expect(southernIDs).toContain(outsider);
    expect(southernIDs).not.toContain(engineer.userID);
  });

  it('is readable by every role of the tenant (§6), and 403 outside it', async () => {
    for (const session of [admin, engineer, viewer]) expect((await list(session)).data.length).toBeGreaterThan(0);
    const response = await engineer.in(southernWater).get('/api/users');
    expect(response.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ url: '/api/users', headers: { 'x-tenant-id': northwind } });
    expect(anonymous.statusCode).toBe(401);
  });
});
