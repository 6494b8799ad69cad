/**
 * Fields that are lists of other records' IDs, kept in link tables (`LinkList`): the IDs a record
 * answers, read in the same statement as the record; the check that each given ID is one of the
 * tenant's; and the write that replaces a record's links in the order given.
 */
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantTransaction } from '../../db/tenant';
import { AppError } from '../app-error';
import { qualified } from '../resources/qualified';
import type { CollectionDefinition, LinkList } from './definition';
import { notFoundCode } from './not-found';

/** The linked IDs of the outer row, in their order, as a JSON array (empty when none). */
function linkedIDs(link: LinkList, ownerTable: CollectionDefinition<unknown, never>['table']): SQL<string[]> {
  return sql<
    string[]
  >`coalesce((select json_agg(${qualified(link.targetColumn)} order by ${qualified(link.positionColumn)}) from ${link.table} where ${qualified(link.tenantColumn)} = ${qualified(ownerTable.tenantId)} and ${qualified(link.ownerColumn)} = ${qualified(ownerTable.id)}), '[]'::json)`;
}

const computedByDefinition = new WeakMap<object, Record<string, SQL>>();

/** The definition's computed columns and the ID list of each of its links, made once per definition. */
export function computedColumnsOf<Item>(definition: CollectionDefinition<Item, never>): Record<string, SQL> {
  const known = computedByDefinition.get(definition);
  if (known) return known;
  const computed = {
    ...definition.computed,
    ...Object.fromEntries(
      Object.entries(definition.links ?? {}).map(([field, link]) => [field, linkedIDs(link, definition.table)]),
    ),
  };
  computedByDefinition.set(definition, computed);
  return computed;
}

/** The record's links as stored, by field, for a change to compare with. */
export async function readLinks<Item>(
  tx: TenantTransaction,
  tenantID: string,
  definition: CollectionDefinition<Item, never>,
  id: string,
): Promise<Record<string, string[]>> {
  const stored: Record<string, string[]> = {};
  for (const [field, link] of Object.entries(definition.links ?? {})) {
    const rows = (await tx
      .select({ target: link.targetColumn })
      .from(link.table)
      .where(and(eq(link.tenantColumn, tenantID), eq(link.ownerColumn, id)))
      .orderBy(link.positionColumn)) as { target: string }[];
    stored[field] = rows.map((row) => row.target);
  }
  return stored;
}

/** Each ID must be one of the tenant's targets: another tenant's is as unknown as a made-up one. */
export async function requireTargets(
  tx: TenantTransaction,
  tenantID: string,
  field: string,
  link: LinkList,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = (await tx
    .select({ id: link.target.id })
    .from(link.target)
    .where(and(eq(link.target.tenantId, tenantID), inArray(link.target.id, ids)))) as { id: string }[];
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const message = `No such ${link.noun} in this tenant: ${missing.join(', ')}`;
    throw new AppError(notFoundCode(link.noun), `${message}.`, { [field]: [message] });
  }
}

/** Replaces the record's links by `ids`, in that order. */
export async function writeLinks(
  tx: TenantTransaction,
  tenantID: string,
  link: LinkList,
  ownerID: string,
  ids: string[],
): Promise<void> {
  const columns = {
    tenant: propertyOf(link, link.tenantColumn),
    owner: propertyOf(link, link.ownerColumn),
    target: propertyOf(link, link.targetColumn),
    position: propertyOf(link, link.positionColumn),
  };
  await tx.delete(link.table).where(and(eq(link.tenantColumn, tenantID), eq(link.ownerColumn, ownerID)));
  if (ids.length === 0) return;
  await tx.insert(link.table).values(
    ids.map((id, position) => ({
      [columns.tenant]: tenantID,
      [columns.owner]: ownerID,
      [columns.target]: id,
      [columns.position]: position,
    })),
  );
}

function propertyOf(link: LinkList, column: LinkList['tenantColumn']): string {
  const entry = Object.entries(getTableColumns(link.table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`${column.name} is not a column of the link table`);
  return entry[0];
}
