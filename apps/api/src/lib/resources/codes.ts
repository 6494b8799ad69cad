/**
 * Human-readable codes, per tenant and prefix: S-001 sites, I-001 infrastructures, R-001 risks, ….
 * The next number comes from `code_sequences`; the upsert takes the row's lock until the transaction
 * ends, so concurrent creates get distinct, consecutive numbers. A code a person chooses that fits
 * the pattern moves the sequence past it, so the server never hands out a code already taken. On the
 * first use of a prefix the sequence starts after the highest such code the table already holds.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTransaction } from '../../db/tenant';

export interface CodeSeries {
  prefix: string;
  table: PgTable;
  column: AnyPgColumn;
  tenantColumn: AnyPgColumn;
}

const digits = 3;

export function formatCode(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(digits, '0')}`;
}

function numberIn(series: CodeSeries, code: string): number | null {
  const match = new RegExp(`^${series.prefix}-(\\d{1,9})$`).exec(code);
  return match ? Number(match[1]) : null;
}

/**
 * The highest number among the table's codes of this series (0 when there is none). The start is
 * cast: an untyped parameter makes `substring(… from $n)` the regular-expression form, which
 * matches nothing here, and the series would start again at 001 over codes already taken.
 */
function highestExisting(series: CodeSeries, tenantID: string): SQL {
  const pattern = `^${series.prefix}-[0-9]{1,9}$`;
  return sql`(select coalesce(max(substring(${series.column} from ${series.prefix.length + 2}::int)::int), 0) from ${series.table} where ${series.tenantColumn} = ${tenantID} and ${series.column} ~ ${pattern})`;
}

/** Takes the next `count` free codes of the series at once (a bulk create), in order. */
export async function takeCodes(
  tx: TenantTransaction,
  tenantID: string,
  series: CodeSeries,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const result = await tx.execute(sql`
    insert into code_sequences (tenant_id, prefix, last_value)
    values (${tenantID}, ${series.prefix}, ${highestExisting(series, tenantID)} + ${count}::int)
    on conflict (tenant_id, prefix) do update set last_value = code_sequences.last_value + ${count}::int
    returning last_value`);
  const last = Number(rowsOf<{ last_value: number }>(result)[0]!.last_value);
  return Array.from({ length: count }, (_, index) => formatCode(series.prefix, last - count + 1 + index));
}

/** Takes the next free code of the series. */
export async function nextCode(tx: TenantTransaction, tenantID: string, series: CodeSeries): Promise<string> {
  const [code] = await takeCodes(tx, tenantID, series, 1);
  return code!;
}

/** Records that a chosen code is used, so the series continues after it. */
export async function claimCode(
  tx: TenantTransaction,
  tenantID: string,
  series: CodeSeries,
  code: string,
): Promise<void> {
  const value = numberIn(series, code);
  if (value === null) return;
  await tx.execute(sql`
    insert into code_sequences (tenant_id, prefix, last_value)
    values (${tenantID}, ${series.prefix}, greatest(${value}, ${highestExisting(series, tenantID)}))
    on conflict (tenant_id, prefix) do update set last_value = greatest(code_sequences.last_value, ${value})`);
}

/** node-postgres answers `{ rows }`, PGlite too; both through Drizzle's `execute`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
