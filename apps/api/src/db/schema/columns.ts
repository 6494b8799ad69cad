/** Columns and constraints every tenant table shares. */
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A reference to a row of the same tenant: (tenant_id, x_id) → the target's (tenant_id, id), so no
 * row can point into another tenant. `cascade` where the row is part of its target (a link, an
 * attachment); `no action` where deleting the target must first answer 409 `has_dependents`.
 */
export function sameTenantReference(
  tenantColumn: AnyPgColumn,
  column: AnyPgColumn,
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
  onDelete: 'cascade' | 'no action',
) {
  return foreignKey({ columns: [tenantColumn, column], foreignColumns: [target.tenantId, target.id] }).onDelete(
    onDelete,
  );
}
