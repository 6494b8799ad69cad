/**
 * A column named with its table. Drizzle leaves column names unqualified in a select from a single
 * table, also inside correlated subqueries written with `sql`, where a subquery's own `tenant_id`
 * or `id` would then shadow the outer row's: name the columns of such subqueries with this.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Several columns of one table, each named with the table: `{ id, tenantId, … }` for a subquery. */
export function qualifiedColumns<Table extends PgTable, Name extends keyof Table['_']['columns'] & string>(
  table: Table,
  ...names: Name[]
): Record<Name, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, qualified(columns[name] as AnyPgColumn)])) as Record<Name, SQL>;
}
