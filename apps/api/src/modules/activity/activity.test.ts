import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../db/schema/index';
import { countUpTo, totalCap } from '../../lib/resources/count';
import {
  asMember,
  createTestApp,
  demoEmails,
  inDatabase,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../test/test-app';

let testApp: TestApp;
let admin: SignedIn;

/** Appends `entries` audit entries with this action to the admin's tenant, in one statement. */
async function appendEntries(entries: number, action: string) {
  await inDatabase(testApp, admin.defaultTenantID, (tx) =>
    tx.execute(sql`insert into activity (tenant_id, id, action, subject_type, summary, created_at)
      select ${admin.defaultTenantID}::uuid, gen_random_uuid(), ${action}, 'Report', 'Bulk entry ' || n,
             now() - make_interval(secs => n)
      from generate_series(1, ${entries}) as n`),
  );
}

interface ActivityPage {
  data: { summary: string }[];
  meta: { total: number; nextCursor: string | null; totalIsLowerBound?: true };
}

async function listActivity(query: string): Promise<ActivityPage> {
  const response = await testApp.app.inject({ url: `/api/activity${query}`, headers: asMember(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, demoEmails.admin);
});
afterAll(() => testApp.close());

describe('the total of the audit trail', () => {
  it('is exact up to the cap, and says "at least" beyond it', async () => {
    const where = sql`${activity.action} = 'probe'`;
    const count = (cap: number) =>
      inDatabase(testApp, admin.defaultTenantID, (tx) => countUpTo(tx, activity, where, cap));
    await appendEntries(5, 'probe');
    expect(await count(5)).toEqual({ total: 5 });
    expect(await count(4)).toEqual({ total: 4, totalIsLowerBound: true });
    expect(await count(6)).toEqual({ total: 5 });
  });

  it('stops counting a large trail at the cap, while a narrower filter is counted exactly', async () => {
    await appendEntries(totalCap + 25, 'bulk');
    const everything = await listActivity('?limit=10');
    expect(everything.meta).toEqual({ total: totalCap, nextCursor: expect.any(String), totalIsLowerBound: true });
    expect(everything.data).toHaveLength(10);

    const probes = await listActivity('?action=probe');
    expect(probes.meta).toEqual({ total: 5, nextCursor: null });
    expect(probes.meta).not.toHaveProperty('totalIsLowerBound');
  });
});
