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
  return db.transaction(async (tx) => {
    // One round trip for both settings; `true` makes them local to this transaction.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantID}, true), set_config('role', 'freeboard_app', true)`,
    );
    return work(tx as TenantTransaction);
  });
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
