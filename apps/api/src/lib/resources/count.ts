/**
 * A list total that stops counting at a cap. Counting every row of a large filter costs a scan of
 * all of them on every page (200,000 audit entries: about 100 ms on the index alone), while no one
 * reads "200,009" differently from "10,000+". Lists whose rows grow without bound count this way.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '@freeboard/shared/common/list-query';
import type { TenantTransaction } from '../../db/tenant';

export const totalCap = 10_000;

export async function countUpTo(
  tx: TenantTransaction,
  table: PgTable,
  where: SQL | undefined,
  cap = totalCap,
): Promise<Pick<ListMeta, 'total' | 'totalIsLowerBound'>> {
  const limited = tx
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ rows } = { rows: 0 }] = await tx.select({ rows: count() }).from(limited);
  return rows > cap ? { total: cap, totalIsLowerBound: true } : { total: rows };
}
