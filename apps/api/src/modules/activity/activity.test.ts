import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '../../db/schema/index';
import { countUpTo, totalCap } from '../../lib/resources/count';
import { demoEmails, inDatabase } from '../../../test/test-app';
import { useTestApp } from '../../../test/harness';

const { testApp, admin, signInAs } = useTestApp({ people: ['admin'] });

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
  const response = await admin.get(`/api/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

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

/** The export's rows, parsed (the file starts with a byte-order mark). */
async function exportActivity(query: string, session = admin) {
  const response = await session.get(`/api/activity/export${query}`);
  return { response, rows: response.statusCode === 200 ? (parse(response.body, { bom: true }) as string[][]) : [] };
}

describe('the export of the audit trail', () => {
  it('holds exactly the filtered entries, newest first, across batches and entries made at the same instant', async () => {
    // 2,500 entries sharing one timestamp: the batches of 1,000 must neither skip nor repeat any.
    await inDatabase(testApp, admin.defaultTenantID, (tx) =>
      tx.execute(sql`insert into activity (tenant_id, id, action, subject_type, summary, created_at)
        select ${admin.defaultTenantID}::uuid, gen_random_uuid(), 'export.same_instant', 'Report', 'Same instant ' || n,
               timestamptz '2026-01-02 03:04:05.123456+00'
        from generate_series(1, 2500) as n`),
    );
    const { response, rows } = await exportActivity('?action=export.same_instant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...entries] = rows;
    expect(header).toEqual([
      'Time (UTC)',
      'Person',
      'Email',
      'Action',
      'Record type',
      'Record ID',
      'Summary',
      'Changes',
    ]);
    expect(entries).toHaveLength(2500);
    expect(new Set(entries.map((entry) => entry[6])).size).toBe(2500);
    expect(entries.every((entry) => entry[3] === 'export.same_instant' && entry[1] === 'System')).toBe(true);
  });

  it('filters by person and record type, in Spanish when asked, with the changes of each entry', async () => {
    const rename = await admin.get('/api/sites?limit=1');
    const site = (rename.json() as { data: { siteID: string; name: string; version: number }[] }).data[0]!;
    const patched = await admin.patch(`/api/sites/${site.siteID}`, {
      name: `${site.name} (renamed)`,
      version: site.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const { rows } = await exportActivity(`?actorID=${admin.userID}&subjectType=Site&lang=es`);
    const [header, ...entries] = rows;
    expect(header?.slice(0, 3)).toEqual(['Fecha y hora (UTC)', 'Persona', 'Correo']);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry[2] === demoEmails.admin && entry[4] === 'Site')).toBe(true);
    const renamed = entries.find((entry) => entry[5] === site.siteID && entry[3] === 'update');
    expect(renamed?.[7]).toContain(`name: ${JSON.stringify(site.name)} → ${JSON.stringify(`${site.name} (renamed)`)}`);
  });

  it('writes a summary a spreadsheet would run as a formula behind an apostrophe', async () => {
    await inDatabase(testApp, admin.defaultTenantID, (tx) =>
      tx.insert(activity).values({
        tenantId: admin.defaultTenantID,
        id: crypto.randomUUID(),
        action: 'export.formula',
        subjectType: 'Report',
        summary: '=HYPERLINK("https://attacker.example","Open")',
      }),
    );
    const { rows } = await exportActivity('?action=export.formula');
    expect(rows[1]?.[6]).toBe(`'=HYPERLINK("https://attacker.example","Open")`);
  });

  it('is refused to engineers and viewers', async () => {
    for (const email of [demoEmails.engineer, demoEmails.viewer]) {
      const { response } = await exportActivity('', await signInAs(email));
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the audit trail is append-only', () => {
  it("refuses the application's database role any UPDATE, DELETE or TRUNCATE of an entry", async () => {
    const attempts = [
      sql`update activity set summary = 'rewritten'`,
      sql`delete from activity`,
      sql`truncate activity`,
    ];
    for (const attempt of attempts) {
      const refusal = await inDatabase(testApp, admin.defaultTenantID, (tx) => tx.execute(attempt)).then(
        () => null,
        (error: Error) => error,
      );
      // The driver wraps the database's answer: its reason is the error's cause.
      expect((refusal?.cause as Error | undefined)?.message).toMatch(/permission denied/);
    }
    const remaining = await inDatabase(testApp, admin.defaultTenantID, (tx) =>
      tx.execute(sql`select count(*)::int as count from activity where summary = 'rewritten'`),
    );
    const [{ count }] = (remaining as unknown as { rows: [{ count: number }] }).rows;
    expect(count).toBe(0);
  });
});
