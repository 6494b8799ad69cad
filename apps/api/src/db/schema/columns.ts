/** Columns and constraints every tenant table shares. */
import { sql } from 'drizzle-orm';
import { check, integer, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './platform';

export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const versioned = { version: integer('version').notNull().default(1) };

/** A CHECK that a text column holds one of the shared enumeration's values. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`,
  );
}
