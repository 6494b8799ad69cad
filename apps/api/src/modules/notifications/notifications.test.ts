/**
 * The notification centre on PGlite and PostgreSQL: notifications made at once on assignment, each
 * kind a round finds due (and only once however often it looks), read one by one or all, only ever
 * the caller's own; the round's schedule on the tenant row, restart-safe; the daily digest through a
 * real SMTP server; and, on PostgreSQL, two server instances sharing the rounds without running one
 * twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  unreadCountCap,
  type Notification,
  type NotificationListResponse,
} from '@freeboard/shared/notifications/notifications.schemas';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { withClaimedTenant } from '../../db/tenant';
import { todayIso } from '../../lib/resources/today';
import { databaseKind, demoEmails, inDatabase, tenantIDBySlug } from '../../../test/test-app';
import { startMailServer, type MailServer } from '../../../test/mail-server';
import { claimDueTenant } from './notification-rounds.repo';
import { useTestApp, type Person } from '../../../test/harness';

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.close());
// After the mail server's hooks: the app starts once it is up, and closes before it.
const { testApp, admin, engineer, viewer, northwind } = useTestApp(() => ({
  env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://freeboard.example.com' },
}));

function daysFromToday(days: number): string {
  const day = new Date(`${todayIso()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function notificationsOf(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationListResponse;
}

function post(session: Person, url: string, payload?: object, tenantID = northwind) {
  return session.in(tenantID).post(url, payload);
}

/** Every tenant's round due now, as after a restart long enough for them to fall due. */
async function makeRoundsDue() {
  await testApp.owner.transaction((tx) => tx.execute(sql`update tenants set notifications_due_at = now()`));
}

/** No notifications in any tenant; the cached bells go with them at once (not when the change notification arrives). */
async function clearNotifications() {
  await testApp.owner.transaction((tx) => tx.execute(sql`delete from notifications`));
  testApp.app.tenantCache.clear();
}

async function runRounds() {
  await makeRoundsDue();
  return testApp.app.notificationRounds.runDue();
}

async function facilityByCode(code: string): Promise<{ facilityID: string; code: string; name: string }> {
  const response = await admin.get(`/api/facilities?q=${code}`);
  const found = (response.json() as { data: { facilityID: string; code: string; name: string }[] }).data;
  return found.find((facility) => facility.code === code)!;
}

async function createAction(payload: Record<string, unknown>, session = admin) {
  const response = await post(session, '/api/actions', { title: 'Check the spillway gate', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { actionID: string; code: string; version: number } }).data;
}

const kindsOf = (list: Notification[]) => list.map((notification) => notification.kind).sort();

beforeEach(async () => {
  // Each test starts from no notifications, and with the demo data's own due work announced
  // (demo actions are overdue on purpose): what a test adds is then all a round adds.
  await runRounds();
  await clearNotifications();
});

describe('made at once', () => {
  it('tells a person they were made responsible for a facility, but not the admin who assigned themselves', async () => {
    const facility = await facilityByCode('F-001');
    for (const person of [engineer, admin]) {
      const assigned = await post(admin, `/api/facilities/${facility.facilityID}/assignments`, {
        userID: person.userID,
        role: 'engineer_of_record',
        since: todayIso(),
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
    }
    const { data, meta } = await notificationsOf(engineer);
    expect(meta.unreadCount).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'asset_assigned',
        subject: { type: 'facility', id: facility.facilityID, code: facility.code, title: facility.name },
        role: 'engineer_of_record',
        dueDate: null,
        readAt: null,
      }),
    ]);
    expect((await notificationsOf(admin)).data).toEqual([]);
  });

  it('tells an action’s new owner, once per handing over, and nobody for other changes', async () => {
    const action = await createAction({ ownerID: engineer.userID });
    const [given] = (await notificationsOf(engineer)).data;
    expect(given).toMatchObject({
      kind: 'action_assigned',
      subject: { type: 'action', id: action.actionID, code: action.code, title: 'Check the spillway gate' },
    });

    const renamed = await admin.patch(`/api/actions/${action.actionID}`, {
      title: 'Check the spillway gate and its hoist',
      version: action.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await notificationsOf(engineer)).data).toHaveLength(1);

    const handedOver = await admin.patch(`/api/actions/${action.actionID}`, {
      ownerID: viewer.userID,
      version: action.version + 1,
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect((await notificationsOf(viewer)).data).toEqual([
      expect.objectContaining({
        kind: 'action_assigned',
        subject: expect.objectContaining({ title: 'Check the spillway gate and its hoist' }),
      }),
    ]);
  });

  it('does not tell an engineer of an action they gave themselves', async () => {
    await createAction({ ownerID: engineer.userID }, engineer);
    expect((await notificationsOf(engineer)).data).toEqual([]);
  });
});

describe('a round', () => {
  it('finds each kind due, for the people it concerns, and only once however often it runs', async () => {
    const soon = await createAction({ dueDate: daysFromToday(3) });
    const late = await createAction({ dueDate: daysFromToday(-2) });
    await createAction({ dueDate: daysFromToday(30) }); // not yet: more than a week away
    const done = await createAction({ dueDate: daysFromToday(-5), status: 'done' });
    const control = await post(admin, '/api/controls', {
      description: 'Piezometer readings reviewed',
      proactiveOrReactive: 'proactive',
      status: 'in-place',
      verificationFrequency: 'monthly',
      ownerID: engineer.userID,
    });
    expect(control.statusCode, control.body).toBe(201);
    const controlID = (control.json() as { data: { controlID: string } }).data.controlID;
    // The engineer is its RTFE; the viewer's ITRB term there ended in 2025 (demo data).
    const facility = await facilityByCode('F-005');
    await post(admin, `/api/facilities/${facility.facilityID}/assignments`, {
      userID: engineer.userID,
      role: 'surveillance',
      since: daysFromToday(-10),
    });
    await inDatabase(testApp, northwind, async (tx) => {
      // Owned by the engineer without telling them (as a file import or another process would).
      await tx.execute(sql`update actions set owner_id = ${engineer.userID}::uuid
        where id in (${soon.actionID}::uuid, ${late.actionID}::uuid, ${done.actionID}::uuid)`);
      await tx.execute(
        sql`update controls set last_verified_at = ${daysFromToday(-45)}::date where id = ${controlID}::uuid`,
      );
      await tx.execute(
        sql`update facilities set next_dam_safety_review = ${daysFromToday(60)}::date where id = ${facility.facilityID}::uuid`,
      );
    });

    await runRounds();
    const ours = new Set([soon.actionID, late.actionID, done.actionID, controlID, facility.facilityID]);
    const data = (await notificationsOf(engineer, '?limit=50')).data.filter((notification) =>
      ours.has(notification.subject.id),
    );
    // The done action is not announced; the assignment was, at once.
    expect(kindsOf(data)).toEqual([
      'action_due_soon',
      'action_overdue',
      'asset_assigned',
      'control_verification_overdue',
      'dam_safety_review_due',
    ]);
    expect(data.find((notification) => notification.kind === 'action_overdue')).toMatchObject({
      subject: { id: late.actionID, code: late.code },
      dueDate: daysFromToday(-2),
    });
    expect(data.find((notification) => notification.kind === 'dam_safety_review_due')).toMatchObject({
      subject: { type: 'facility', id: facility.facilityID },
      dueDate: daysFromToday(60),
    });
    expect(data.find((notification) => notification.kind === 'control_verification_overdue')).toMatchObject({
      subject: { type: 'control', id: controlID, title: 'Piezometer readings reviewed' },
    });
    // Only the people responsible for the facility now are told of its review.
    expect(
      (await notificationsOf(viewer)).data.filter((notification) => notification.subject.id === facility.facilityID),
    ).toEqual([]);

    // Found again: nothing new. A moved due date is news.
    const [again] = (await runRounds()).filter((result) => result.tenantID === northwind);
    expect(again?.added).toEqual({});
    await inDatabase(testApp, northwind, (tx) =>
      tx.execute(sql`update actions set due_date = ${daysFromToday(-1)}::date where id = ${late.actionID}::uuid`),
    );
    const [moved] = (await runRounds()).filter((result) => result.tenantID === northwind);
    expect(moved?.added).toEqual({ action_overdue: 1 });
  });

  it('tells the tenant admins of a facility review due when nobody is responsible for it, and never a deactivated member', async () => {
    const facility = await facilityByCode('F-002');
    await inDatabase(testApp, northwind, async (tx) => {
      await tx.execute(sql`delete from asset_assignments where asset_id = ${facility.facilityID}::uuid`);
      await tx.execute(
        sql`update facilities set next_dam_safety_review = ${daysFromToday(-3)}::date where id = ${facility.facilityID}::uuid`,
      );
    });
    await createAction({ ownerID: viewer.userID, dueDate: daysFromToday(1) });
    await inDatabase(testApp, northwind, (tx) =>
      tx.execute(sql`update memberships set active = false where user_id = ${viewer.userID}::uuid`),
    );
    await clearNotifications();
    await runRounds();
    const reviews = (await notificationsOf(admin)).data.filter(
      (notification) =>
        notification.kind === 'dam_safety_review_due' && notification.subject.id === facility.facilityID,
    );
    expect(reviews).toHaveLength(1);
    const viewerRows = await inDatabase(testApp, northwind, (tx) =>
      tx.execute(sql`select count(*)::int as total from notifications where user_id = ${viewer.userID}::uuid`),
    );
    expect((viewerRows as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(0);
    await inDatabase(testApp, northwind, (tx) =>
      tx.execute(sql`update memberships set active = true where user_id = ${viewer.userID}::uuid`),
    );
  });

  it('is due again only after NOTIFICATION_ROUND_EVERY, and a round that fails leaves its tenant due', async () => {
    await runRounds();
    expect(await testApp.app.notificationRounds.runDue()).toEqual([]);

    await makeRoundsDue();
    await expect(
      withClaimedTenant(
        testApp.database.db,
        (tx) => claimDueTenant(tx, 3_600_000),
        async () => {
          throw new Error('the process died mid-round');
        },
      ),
    ).rejects.toThrow('mid-round');
    const results = await testApp.app.notificationRounds.runDue();
    expect(results.map((result) => result.tenantID)).toContain(northwind);
  });
});

describe('reading', () => {
  it('marks one read, then all, and answers the unread count left', async () => {
    for (const days of [1, 2, 3]) await createAction({ ownerID: engineer.userID, dueDate: daysFromToday(days) });
    const { data, meta } = await notificationsOf(engineer);
    expect(meta.unreadCount).toBe(3);
    const read = await post(engineer, `/api/notifications/${data[0]!.notificationID}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ data: { unreadCount: 2 } });
    // Again is harmless, and keeps when it was first read.
    const readAt = (await notificationsOf(engineer)).data[0]!.readAt;
    expect(readAt).not.toBeNull();
    expect((await post(engineer, `/api/notifications/${data[0]!.notificationID}/read`)).json()).toEqual({
      data: { unreadCount: 2 },
    });
    expect((await notificationsOf(engineer)).data[0]!.readAt).toBe(readAt);
    expect((await notificationsOf(engineer, '?unread=true')).data).toHaveLength(2);

    const all = await post(engineer, '/api/notifications/read-all');
    expect(all.json()).toEqual({ data: { unreadCount: 0 } });
    expect((await notificationsOf(engineer)).meta.unreadCount).toBe(0);
  });

  it('counts the unread no further than the cap, however many there are', async () => {
    await inDatabase(testApp, northwind, (tx) =>
      tx.execute(sql`
        insert into notifications (tenant_id, id, user_id, kind, subject_type, subject_id, subject_code, subject_title, dedupe_key)
        select ${northwind}::uuid, gen_random_uuid(), ${engineer.userID}::uuid, 'action_assigned', 'action',
          gen_random_uuid(), 'A-' || n, 'Task ' || n, 'bulk:' || n
        from generate_series(1, ${unreadCountCap + 5}) as n`),
    );
    const { data, meta } = await notificationsOf(engineer);
    expect(meta.unreadCount).toBe(unreadCountCap);
    expect(data).toHaveLength(20);
    expect(meta.nextCursor).not.toBeNull();

    // Made by one statement, they share one timestamp to the microsecond: paging skips none of them.
    const seen = new Set<string>();
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page: NotificationListResponse = await notificationsOf(
        engineer,
        `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const notification of page.data) seen.add(notification.notificationID);
      cursor = page.meta.nextCursor;
    }
    expect(seen.size).toBe(unreadCountCap + 5);
  });

  it('lets a viewer read and mark their own', async () => {
    await createAction({ ownerID: viewer.userID });
    const [own] = (await notificationsOf(viewer)).data;
    expect((await post(viewer, `/api/notifications/${own!.notificationID}/read`)).statusCode).toBe(200);
  });

  it('never reaches another person’s notification, nor one of another tenant', async () => {
    await createAction({ ownerID: engineer.userID });
    const [theirs] = (await notificationsOf(engineer)).data;
    const byAdmin = await post(admin, `/api/notifications/${theirs!.notificationID}/read`);
    expect(byAdmin.statusCode).toBe(404);
    expect(byAdmin.json()).toMatchObject({ code: 'notification_not_found' });
    const southernWater = tenantIDBySlug(admin, 'southern-water');
    expect((await notificationsOf(admin, '', southernWater)).data).toEqual([]);
    expect((await notificationsOf(engineer)).data[0]!.readAt).toBeNull();
  });

  it('pages newest first by cursor, without repeating or skipping one', async () => {
    for (let index = 0; index < 5; index += 1) await createAction({ ownerID: engineer.userID, title: `Task ${index}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationListResponse = await notificationsOf(
        engineer,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.data.map((notification) => notification.subject.title));
      cursor = page.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Task 4', 'Task 3', 'Task 2', 'Task 1', 'Task 0']);
  });

  it('refuses bad input with a problem', async () => {
    const forged = await notificationsOf(engineer, '?limit=2').catch(() => null);
    expect(forged).not.toBeNull();
    for (const url of [
      '/api/notifications?limit=0',
      '/api/notifications?cursor=not-a-cursor',
      '/api/notifications?unread=maybe',
    ]) {
      const response = await engineer.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post(engineer, '/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { 'x-tenant-id': northwind },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the daily digest', () => {
  async function setDigest(session: Person, on: boolean) {
    const response = await session.patch('/api/users/profile', { notificationDigest: on });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { notificationDigest: on } });
  }

  it('emails a person who asked for it what is new and unread, once a day, with links to the records', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json()).toMatchObject({ data: { emailEnabled: true } });
    await setDigest(engineer, true);
    await testApp.owner.transaction((tx) => tx.execute(sql`update memberships set digest_sent_at = null`));
    const action = await createAction({ ownerID: engineer.userID, title: 'Inspect the decant tower' });
    await createAction({ ownerID: viewer.userID }); // the viewer did not ask for a digest
    const before = mail.mailbox.length;

    const [round] = (await runRounds()).filter((result) => result.tenantID === northwind);
    expect(round?.digests).toBe(1);
    const sent = mail.mailbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([demoEmails.engineer]);
    expect(sent[0]!.raw).toContain(`${action.code} Inspect the decant tower was assigned to you`);
    expect(sent[0]!.raw).toContain(`https://freeboard.example.com/actions/${action.actionID}`);

    // The same day: nothing more, even with news.
    await createAction({ ownerID: engineer.userID });
    await runRounds();
    expect(mail.mailbox.length).toBe(before + 1);

    // The next day: only what came since, and nothing once it is all read.
    await testApp.owner.transaction((tx) =>
      tx.execute(sql`update memberships set digest_sent_at = digest_sent_at - interval '1 day'`),
    );
    await post(engineer, '/api/notifications/read-all');
    await runRounds();
    expect(mail.mailbox.length).toBe(before + 1);

    await setDigest(engineer, false);
  });
});

describe.skipIf(databaseKind !== 'postgres')('two server instances on one database', () => {
  it('share the rounds: each due tenant’s round runs once, and nothing is doubled', async () => {
    const second = await openDatabase({ kind: 'postgres', url: testApp.databaseUrl!, poolSize: 3 });
    const secondApp = await buildApp({ config: testApp.config, database: second.handle, logger: false });
    try {
      // Twenty more tenants, each with an overdue action of the engineer's, so the two overlap.
      await testApp.owner.transaction(async (tx) => {
        await tx.execute(sql`
          insert into tenants (id, slug, name)
          select gen_random_uuid(), 'extra-' || n, 'Extra ' || n from generate_series(1, 20) as n`);
        await tx.execute(sql`
          insert into memberships (tenant_id, user_id, role)
          select id, ${engineer.userID}::uuid, 'engineer' from tenants where slug like 'extra-%'`);
        await tx.execute(sql`
          insert into actions (tenant_id, id, code, title, source, owner_id, priority, status, due_date)
          select id, gen_random_uuid(), 'A-001', 'Overdue in ' || name, 'manual', ${engineer.userID}::uuid, 'P2', 'open',
            ${daysFromToday(-1)}::date
          from tenants where slug like 'extra-%'`);
      });
      const tenantCount = Number(
        (
          (await testApp.owner.transaction((tx) =>
            tx.execute(sql`select count(*)::int as total from tenants`),
          )) as unknown as {
            rows: { total: number }[];
          }
        ).rows[0]!.total,
      );
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await makeRoundsDue();
        const [first, other] = await Promise.all([
          testApp.app.notificationRounds.runDue(),
          secondApp.notificationRounds.runDue(),
        ]);
        const claimed = [...first, ...other].map((result) => result.tenantID);
        expect(new Set(claimed).size, 'no tenant twice').toBe(claimed.length);
        expect(claimed).toHaveLength(tenantCount);
      }
      const counts = await testApp.owner.transaction((tx) =>
        tx.execute(sql`
          select count(*)::int as total, count(distinct tenant_id)::int as tenants from notifications
          where user_id = ${engineer.userID}::uuid and kind = 'action_overdue' and subject_title like 'Overdue in Extra %'`),
      );
      expect((counts as unknown as { rows: { total: number; tenants: number }[] }).rows[0]).toEqual({
        total: 20,
        tenants: 20,
      });
    } finally {
      await secondApp.close();
      await second.handle.close();
    }
  });
});
