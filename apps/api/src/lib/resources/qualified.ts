/**
 * A column named with its table. Drizzle leaves column names unqualified in a select from a single
 * table, also inside correlated subqueries written with `sql`, where a subquery's own `tenant_id`
 * or `id` would then shadow the outer row's: name the columns of such subqueries with this.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
