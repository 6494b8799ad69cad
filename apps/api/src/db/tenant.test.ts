/** Proof that row-level security, not the queries' own filters, keeps tenants apart. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKind, type TestDatabase } from '../../test/test-app';
import { newID } from '../lib/ids';
import { activity, controls, risks, tenants } from './schema/index';
import { withTenant } from './tenant';

let database: TestDatabase;

/** Drizzle wraps the driver's error; the database's own message is its cause. */
function isPermissionDenied(error: unknown): boolean {
  const cause = (error as { cause?: { message?: string } }).cause;
  return /permission denied/.test(cause?.message ?? String(error));
}
const tenantA = newID();
const tenantB = newID();

beforeAll(async () => {
  database = await createTestDatabase();
  await database.owner.transaction(async (db) => {
    await db.insert(tenants).values([
      { id: tenantA, slug: `a-${tenantA}`, name: 'Tenant A' },
      { id: tenantB, slug: `b-${tenantB}`, name: 'Tenant B' },
    ]);
    const control = (tenantId: string, code: string) => ({
      tenantId,
      id: newID(),
      code,
      description: `Control ${code}`,
      priority: 'P1' as const,
      proactiveOrReactive: 'proactive' as const,
      type: 'control' as const,
      status: 'in-place' as const,
    });
    await db.insert(controls).values([control(tenantA, 'C-001'), control(tenantA, 'C-002'), control(tenantB, 'C-001')]);
  });
});
afterAll(() => database.drop());

describe(`row-level security on ${databaseKind}`, () => {
  it('limits a deliberately unfiltered query to the tenant of the transaction', async () => {
    const rows = await withTenant(database.handle.db, tenantA, (tx) =>
      tx.execute(sql`select tenant_id, code from controls order by code`),
    );
    const list = (rows as unknown as { rows: { tenant_id: string; code: string }[] }).rows;
    expect(list.map((row) => row.code)).toEqual(['C-001', 'C-002']);
    expect(new Set(list.map((row) => row.tenant_id))).toEqual(new Set([tenantA]));
  });

  it('returns no rows when no tenant is set', async () => {
    const count = await database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local role freeboard_app`);
      const result = await tx.execute(sql`select count(*)::int as count from controls`);
      return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    });
    expect(count).toBe(0);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(database.handle.db, tenantA, (tx) =>
        tx.insert(risks).values({
          tenantId: tenantB,
          id: newID(),
          code: 'R-999',
          title: 'Smuggled',
          failureMode: 'other',
          inherentLikelihood: 1,
          inherentConsequence: 1,
          inherentRiskRating: 1,
          status: 'open',
        }),
      ),
    ).rejects.toThrow();
  });

  it('cannot update or delete another tenant’s rows: they are invisible', async () => {
    await withTenant(database.handle.db, tenantA, async (tx) => {
      await tx.execute(sql`update controls set description = 'hijacked' where tenant_id = ${tenantB}`);
      await tx.execute(sql`delete from controls where tenant_id = ${tenantB}`);
    });
    const [row] = await database.owner.transaction((tx) =>
      tx
        .select({ description: controls.description })
        .from(controls)
        .where(sql`${controls.tenantId} = ${tenantB}`),
    );
    expect(row?.description).toBe('Control C-001');
  });

  it('keeps the audit trail append-only for the application role', async () => {
    await withTenant(database.handle.db, tenantA, (tx) =>
      tx.insert(activity).values({ tenantId: tenantA, id: newID(), action: 'test', subjectType: 'Risk', summary: 'x' }),
    );
    await expect(
      withTenant(database.handle.db, tenantA, (tx) => tx.execute(sql`update activity set summary = 'rewritten'`)),
    ).rejects.toSatisfy(isPermissionDenied);
    await expect(
      withTenant(database.handle.db, tenantA, (tx) => tx.execute(sql`delete from activity`)),
    ).rejects.toSatisfy(isPermissionDenied);
  });
});
