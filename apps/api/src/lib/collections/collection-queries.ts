/**
 * The queries every collection runs, from its definition, always inside a tenant transaction: a
 * keyset page with its computed columns, one record, the stored row, and the writes at a version.
 * Each also names the tenant itself, so a statement is right even before row-level security is.
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseSort } from '@freeboard/shared/common/list-query';
import type { TenantTransaction } from '../../db/tenant';
import { keyset, type SortColumn } from '../resources/keyset';
import { escapeLike } from '../resources/search';
import type { CollectionDefinition, CollectionTable, StoredValues } from './definition';
import { computedColumnsOf } from './links';
import { columnsOf, recordOf } from './stored-fields';

/** What every list query has, besides its own filters. */
export interface PageQuery {
  q?: string;
  limit: number;
  cursor?: string;
  sort: string;
}

export interface Page<Item> {
  data: Item[];
  meta: { total: number; nextCursor: string | null };
}

type Row = Record<string, unknown>;
type SelectedRow = { row: Row; sortKey?: string } & Row;

/** How a cursor's value is compared: timestamps and numbers by value, everything else as text. */
function sortColumn(column: AnyPgColumn): SortColumn {
  if (column.columnType === 'PgTimestamp') return { column, kind: 'timestamp' };
  if (column.dataType === 'number') return { column, kind: 'number' };
  return { column, kind: 'text' };
}

function ofTenant(table: CollectionTable, tenantID: string, id: string): SQL | undefined {
  return and(eq(table.tenantId, tenantID), eq(table.id, id));
}

/** `q`: any of the collection's search columns contains it, case-insensitive, wildcards taken literally. */
export function searchOf<Item>(definition: CollectionDefinition<Item, never>, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...definition.search.map((column) => ilike(column, pattern)));
}

function filtersOf<Item>(
  definition: CollectionDefinition<Item, never>,
  tenantID: string,
  query: PageQuery,
): SQL | undefined {
  return and(
    eq(definition.table.tenantId, tenantID),
    ...(definition.filters?.(query as never, tenantID) ?? []),
    searchOf(definition, query.q),
  );
}

/** Splits a selected row into the table's row and the computed values beside it. */
function recordFromSelection<Item>(definition: CollectionDefinition<Item, never>, selected: SelectedRow): Item {
  const { row, sortKey: _sortKey, ...computed } = selected;
  return recordOf(definition, row, computed) as Item;
}

export async function listPage<Item>(
  tx: TenantTransaction,
  tenantID: string,
  definition: CollectionDefinition<Item, never>,
  query: PageQuery,
): Promise<Page<Item>> {
  const { table } = definition;
  const sortColumns = Object.fromEntries(
    Object.entries(definition.sorts).map(([field, column]) => [field, sortColumn(column)]),
  );
  const page = keyset({
    sort: parseSort(query.sort),
    columns: sortColumns,
    idColumn: table.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (selected: SelectedRow & { sortKey: string }) => selected.row.id as string,
  });
  const where = filtersOf(definition, tenantID, query);
  // One statement after the other: a transaction is one connection, which runs one at a time anyway.
  const rows = (await tx
    .select({ row: table as PgTable, sortKey: page.sortKey, ...computedColumnsOf(definition) } as never)
    .from(table)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit)) as (SelectedRow & { sortKey: string })[];
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(table).where(where);
  const { rows: pageRows, nextCursor } = page.page(rows);
  return { data: pageRows.map((selected) => recordFromSelection(definition, selected)), meta: { total, nextCursor } };
}

/** One record with its computed values, or null when the tenant has none with this ID. */
export async function findRecord<Item>(
  tx: TenantTransaction,
  tenantID: string,
  definition: CollectionDefinition<Item, never>,
  id: string,
): Promise<Item | null> {
  const { table } = definition;
  const [selected] = (await tx
    .select({ row: table as PgTable, ...computedColumnsOf(definition) } as never)
    .from(table)
    .where(ofTenant(table, tenantID, id))) as SelectedRow[];
  return selected ? recordFromSelection(definition, selected) : null;
}

/** The stored row alone, as a write reads it before changing it. */
export async function findRow(
  tx: TenantTransaction,
  tenantID: string,
  table: CollectionTable,
  id: string,
): Promise<Row | null> {
  const [row] = (await tx
    .select()
    .from(table)
    .where(ofTenant(table, tenantID, id))) as Row[];
  return row ?? null;
}

/** Whether the tenant has this record (another tenant's is not visible, so it does not). */
export async function rowExists(
  tx: TenantTransaction,
  tenantID: string,
  table: CollectionTable,
  id: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(ofTenant(table, tenantID, id));
  return row !== undefined;
}

export async function insertRow<Item>(
  tx: TenantTransaction,
  tenantID: string,
  definition: CollectionDefinition<Item, never>,
  id: string,
  values: StoredValues,
): Promise<void> {
  await tx.insert(definition.table).values({ ...columnsOf(definition, values), tenantId: tenantID, id });
}

/** Applies the change when the version still matches; false when it does not (or the row is gone). */
export async function updateRowAtVersion<Item>(
  tx: TenantTransaction,
  tenantID: string,
  definition: CollectionDefinition<Item, never>,
  id: string,
  version: number,
  values: StoredValues,
): Promise<boolean> {
  const { table } = definition;
  const updated = await tx
    .update(table as PgTable)
    .set({ ...columnsOf(definition, values), version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(ofTenant(table, tenantID, id), eq(table.version, version)))
    .returning({ id: table.id });
  return updated.length === 1;
}

export async function deleteRow(tx: TenantTransaction, tenantID: string, table: CollectionTable, id: string) {
  await tx.delete(table).where(ofTenant(table, tenantID, id));
}

/** How many rows of another table point at this record through `column`. */
export async function countReferences(
  tx: TenantTransaction,
  tenantID: string,
  column: AnyPgColumn,
  id: string,
): Promise<number> {
  const table = column.table as CollectionTable;
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.tenantId, tenantID), eq(column, id)));
  return total;
}
