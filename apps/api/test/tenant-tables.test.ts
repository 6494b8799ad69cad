/**
 * What every tenant table needs, read from the migrated database itself, so a new table that forgets
 * its hand-written SQL fails here: row-level security enabled and forced, the tenant policy, its
 * grant to the application role, no grant to the platform role, and — when some cached answer is
 * read from it — the trigger that announces its changes to every process.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Loading the app loads every module, and with them every cached answer's declared tables.
import '../src/app';
import { tablesOfCachedAnswers } from '../src/lib/cache-dependencies';
import { createTestDatabase, databaseKind, type TestDatabase } from './test-app';

interface TenantTable {
  table: string;
  enabled: boolean;
  forced: boolean;
  policies: string[];
  appPrivileges: string[];
  platformPrivileges: string[];
  notifies: boolean;
}

/**
 * Tenant rows the platform role reaches by design: the text queue's bookkeeping (decision 0021).
 * Invitations are opened by token through a function, not through a grant (decision 0038).
 */
const platformReached = new Set(['document_text_jobs']);

let database: TestDatabase;
let tables: TenantTable[];

beforeAll(async () => {
  database = await createTestDatabase();
  const result = await database.owner.transaction((tx) =>
    tx.execute(sql`
      select c.relname as "table",
        c.relrowsecurity as enabled,
        c.relforcerowsecurity as forced,
        coalesce((select array_agg(p.policyname::text order by p.policyname) from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname
            and p.qual like '%app.tenant_id%' and p.with_check like '%app.tenant_id%'), '{}') as policies,
        array(select privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) privilege
          where has_table_privilege('freeboard_app', c.oid, privilege)
             or (privilege <> 'DELETE' and has_any_column_privilege('freeboard_app', c.oid, privilege)))
          as "appPrivileges",
        array(select privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) privilege
          where has_table_privilege('freeboard_platform', c.oid, privilege)
             or (privilege <> 'DELETE' and has_any_column_privilege('freeboard_platform', c.oid, privilege)))
          as "platformPrivileges",
        exists (select 1 from pg_trigger t join pg_proc f on f.oid = t.tgfoid
          where t.tgrelid = c.oid and f.proname = 'freeboard_notify_tenant_change') as notifies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by c.relname`),
  );
  tables = (result as unknown as { rows: TenantTable[] }).rows;
});
afterAll(() => database.drop());

describe(`every tenant table on ${databaseKind}`, () => {
  it('is found: the check reads the schema, not a list kept by hand', () => {
    expect(tables.map((row) => row.table)).toEqual(
      expect.arrayContaining(['sites', 'infrastructures', 'facilities', 'cross_sections', 'risks', 'documents']),
    );
  });

  it('forces row-level security with a tenant policy, and grants the application role what it reads', () => {
    for (const row of tables) {
      expect(row, row.table).toMatchObject({ enabled: true, forced: true });
      expect(row.policies.length, `${row.table}: a policy on app.tenant_id`).toBeGreaterThan(0);
      expect(row.appPrivileges, `${row.table}: granted to freeboard_app`).toContain('SELECT');
    }
  });

  it('grants the platform role nothing, but for the text queue’s bookkeeping', () => {
    for (const row of tables.filter((candidate) => !platformReached.has(candidate.table))) {
      expect(row.platformPrivileges, row.table).toEqual([]);
    }
  });

  it('announces its changes when a cached answer is read from it', () => {
    const cached = [...tablesOfCachedAnswers()];
    expect(cached).toEqual(expect.arrayContaining(['sites', 'risks', 'documents', 'activity']));
    const notifying = new Set(tables.filter((row) => row.notifies).map((row) => row.table));
    for (const table of cached) expect(notifying.has(table), `${table}: freeboard_notify_tenant_change`).toBe(true);
  });
});
