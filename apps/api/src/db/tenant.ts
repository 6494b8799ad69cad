/**
 * The only door to tenant data. Work runs in a transaction that sets `app.tenant_id` and drops to
 * the `freeboard_app` role, so row-level security limits every statement to that tenant, including
 * a query that forgets its own filter.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

export type TenantTransaction = Transaction & { readonly __tenantScoped: unique symbol };

export async function withTenant<T>(
  db: Database,
  tenantID: string,
  work: (tx: TenantTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(await enterTenant(tx, tenantID)));
}

/**
 * Platform work, then the tenant's, in one transaction, so that both land or neither: a new member's
 * account and invitation together with their membership. The platform part runs under the
 * connection's own role (platform tables only); the transaction then drops to `freeboard_app` for
 * the rest, and cannot climb back.
 */
export async function withPlatformThenTenant<P, T>(
  db: Database,
  tenantID: string,
  platformWork: (tx: Transaction) => Promise<P>,
  work: (tx: TenantTransaction, platform: P) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const platform = await platformWork(tx);
    return work(await enterTenant(tx, tenantID), platform);
  });
}

/**
 * Platform work that picks the tenant, then that tenant's work, in one transaction: a notification
 * round claims a due tenant's row (locked until the round commits, so no other process runs it) and
 * makes that tenant's notifications under row-level security. Nothing claimed: null, nothing run.
 */
export async function withClaimedTenant<T>(
  db: Database,
  claim: (tx: Transaction) => Promise<string | null>,
  work: (tx: TenantTransaction, tenantID: string) => Promise<T>,
): Promise<{ tenantID: string; result: T } | null> {
  return db.transaction(async (tx) => {
    const tenantID = await claim(tx);
    if (tenantID === null) return null;
    return { tenantID, result: await work(await enterTenant(tx, tenantID), tenantID) };
  });
}

async function enterTenant(tx: Transaction, tenantID: string): Promise<TenantTransaction> {
  // One round trip for both settings; `true` makes them local to this transaction.
  await tx.execute(
    sql`select set_config('app.tenant_id', ${tenantID}, true), set_config('role', 'freeboard_app', true)`,
  );
  return tx as TenantTransaction;
}

/**
 * Identity work for one user across tenants (listing the user's own memberships), under the same
 * application role: the memberships policy lets a user see their own rows and nothing else.
 */
export async function withUser<T>(db: Database, userID: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${userID}, true), set_config('role', 'freeboard_app', true)`);
    return work(tx);
  });
}
