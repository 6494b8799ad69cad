/**
 * The schedule of notification rounds, on each tenant's row: the oldest due tenant is claimed with
 * `FOR NO KEY UPDATE SKIP LOCKED` and its next round moved on, in the transaction that then makes its
 * notifications. Another process skips the locked row and finds it no longer due once this one
 * commits; a process that dies mid-round rolls back, and the round is due again (decision 0032).
 * `NO KEY` so that writes of the tenant's records, which lock its row `FOR KEY SHARE` by their
 * foreign key, never wait for a round.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { tenants } from '../../db/schema/platform';
import type { TenantTransaction } from '../../db/tenant';

export async function claimDueTenant(tx: Transaction, roundEveryMs: number): Promise<string | null> {
  const result = await tx.execute(sql`
    update ${tenants} set notifications_due_at = now() + make_interval(secs => ${roundEveryMs / 1000})
    where id = (
      select id from ${tenants} where notifications_due_at <= now()
      order by notifications_due_at limit 1
      for no key update skip locked
    )
    returning id`);
  const [row] = (result as { rows: { id: string }[] }).rows;
  return row?.id ?? null;
}

export async function tenantName(tx: TenantTransaction, tenantID: string): Promise<string> {
  const result = await tx.execute(sql`select name from ${tenants} where id = ${tenantID}::uuid`);
  return (result as { rows: { name: string }[] }).rows[0]?.name ?? '';
}
