/**
 * The rules every collection's writes keep (CONTRACT §9): 404 for a record the tenant does not have,
 * a parent of the tenant, codes from the series, a change only at the version it was read at, no
 * delete while dependents point at it, and the Activity of each write in the same transaction.
 */
import { recordActivity, type ActivityEntry } from '../activity-trail.repo';
import { AppError } from '../app-error';
import { newID } from '../ids';
import { claimCode, nextCode, type CodeSeries } from '../resources/codes';
import { changedFields, wholeRecord, withoutUndefined, type FieldChanges } from '../resources/field-changes';
import type { Actor, TenantContext } from '../resources/tenant-context';
import {
  countReferences,
  deleteRow,
  findRecord,
  findRow,
  insertRow,
  listPage,
  rowExists,
  updateRowAtVersion,
  type Page,
  type PageQuery,
} from './collection-queries';
import type { CollectionDefinition, StoredValues } from './definition';
import { dependentsOf } from './dependents';
import { readLinks, writeLinks } from './links';
import { notFound, notFoundCode } from './not-found';
import { requireReferences } from './references';
import { storedValues, valuesOfRow } from './stored-fields';

function versionConflict(noun: string): AppError {
  return new AppError('version_conflict', `This ${noun} was changed by someone else since you loaded it.`);
}

export function codeSeries<Item>({ codes, table }: CollectionDefinition<Item, never>): CodeSeries | null {
  return codes ? { prefix: codes.prefix, table, column: codes.column, tenantColumn: table.tenantId } : null;
}

function labelOf<Item>(definition: CollectionDefinition<Item, never>, values: StoredValues): string {
  return definition.label ? definition.label(values) : `${String(values.code)} ${String(values.name)}`;
}

/** What a write stores: the fields, normalised, and the link lists (empty when not given). */
export function writableValues<Item>(definition: CollectionDefinition<Item, never>, input: Record<string, unknown>) {
  const values = storedValues(definition, input);
  for (const field of Object.keys(definition.links ?? {})) values[field] = input[field] ?? [];
  return values;
}

/** The values of the table's own columns, without the link lists. */
export function ownColumnValues<Item>(definition: CollectionDefinition<Item, never>, values: StoredValues) {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !definition.links?.[field]));
}

/**
 * The trail entry of a created record, with every stored value it has: the service writes it, and
 * so does a bulk write (the register import) that applies the same rules to many records at once.
 */
export function creationEntry<Item>(
  definition: CollectionDefinition<Item, never>,
  actor: Actor,
  id: string,
  values: StoredValues,
): ActivityEntry {
  return {
    actorUserID: actor.userID,
    action: 'create',
    subjectType: definition.subject,
    subjectID: id,
    summary: `Created ${definition.noun} ${labelOf(definition, values)}`,
    changes: wholeRecord(values, 'after'),
    address: actor.address,
  };
}

/** The trail entry of a change: the fields that changed, before and after. */
export function changeEntry<Item>(
  definition: CollectionDefinition<Item, never>,
  actor: Actor,
  id: string,
  after: StoredValues,
  changes: FieldChanges,
): ActivityEntry {
  const name = definition.codes ? String(after.code) : labelOf(definition, after);
  return {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: definition.subject,
    subjectID: id,
    summary: `Updated ${definition.noun} ${name}: ${Object.keys(changes).join(', ')}`,
    changes,
    address: actor.address,
  };
}

/** The collection's service: list, get, create, update and remove, each inside the caller's tenant transaction. */
export function collectionService<Item>(definition: CollectionDefinition<Item, never>) {
  const { noun, subject, table, parent, hooks } = definition;

  /** Records a deleted record in the trail with every stored value it had. */
  async function recordDeletion({ tx, tenantID, actor }: TenantContext, id: string, values: StoredValues) {
    await recordActivity(tx, tenantID, {
      actorUserID: actor.userID,
      action: 'delete',
      subjectType: subject,
      subjectID: id,
      summary: `Deleted ${noun} ${labelOf(definition, values)}`,
      changes: wholeRecord(values, 'before'),
      address: actor.address,
    });
  }
  const series = codeSeries(definition);
  const links = Object.entries(definition.links ?? {});
  // Checked as the routes are built, not when the first request misses.
  notFoundCode(noun);
  if (parent) notFoundCode(parent.noun);
  for (const [, link] of links) notFoundCode(link.noun);
  for (const reference of definition.references ?? []) {
    if ('noun' in reference) notFoundCode(reference.noun);
  }

  const writable = (input: Record<string, unknown>) => writableValues(definition, input);
  const columnValues = (values: StoredValues) => ownColumnValues(definition, values);

  async function writeChangedLinks(
    context: TenantContext,
    id: string,
    values: StoredValues,
    changed: ReadonlySet<string>,
  ) {
    for (const [field, link] of links) {
      if (changed.has(field)) await writeLinks(context.tx, context.tenantID, link, id, values[field] as string[]);
    }
  }

  /** The stored record's values as a write compares them: its fields and its link lists. */
  async function storedRecord(
    { tx, tenantID }: TenantContext,
    id: string,
    row: Record<string, unknown>,
  ): Promise<StoredValues> {
    const values = storedValues(definition, valuesOfRow(definition, row));
    return links.length > 0 ? { ...values, ...(await readLinks(tx, tenantID, definition, id)) } : values;
  }

  async function requireParent({ tx, tenantID }: TenantContext, parentID: unknown) {
    if (parent && !(await rowExists(tx, tenantID, parent.table, String(parentID)))) {
      throw notFound(parent.noun, parent.field);
    }
  }

  async function resolved(context: TenantContext, items: Item[]): Promise<Item[]> {
    return hooks?.resolve ? hooks.resolve(context, items) : items;
  }

  async function get(context: TenantContext, id: string): Promise<Item> {
    const item = await findRecord(context.tx, context.tenantID, definition, id);
    if (!item) throw notFound(noun);
    const [complete] = await resolved(context, [item]);
    return complete!;
  }

  async function list(context: TenantContext, query: PageQuery): Promise<Page<Item>> {
    const page = await listPage(context.tx, context.tenantID, definition, query);
    return { ...page, data: await resolved(context, page.data) };
  }

  async function create(context: TenantContext, input: Record<string, unknown>): Promise<Item> {
    const { tx, tenantID } = context;
    if (parent) await requireParent(context, input[parent.field]);
    const chosen = typeof input.code === 'string' ? input.code : null;
    const code = series ? (chosen ?? (await nextCode(tx, tenantID, series))) : chosen;
    if (series && chosen) await claimCode(tx, tenantID, series, chosen);
    const given = writable(series ? { ...input, code } : input);
    const values = hooks?.derive ? await hooks.derive(context, given, null) : given;
    const fields = new Set(Object.keys(values));
    hooks?.check?.(values, fields);
    await requireReferences(context, definition, values, null);
    const id = newID();
    await insertRow(tx, tenantID, definition, id, columnValues(values));
    await writeChangedLinks(context, id, values, fields);
    await recordActivity(tx, tenantID, creationEntry(definition, context.actor, id, values));
    await hooks?.written?.(context, id, values, null);
    return get(context, id);
  }

  async function update(context: TenantContext, id: string, input: Record<string, unknown>): Promise<Item> {
    const { tx, tenantID, actor } = context;
    const current = await findRow(tx, tenantID, table, id);
    if (!current) throw notFound(noun);
    const { version, ...given } = input;
    if (current.version !== version) throw versionConflict(noun);
    const before = await storedRecord(context, id, current);
    const merged = writable({ ...before, ...withoutUndefined(given) });
    const after = hooks?.derive ? await hooks.derive(context, merged, before) : merged;
    const changes = changedFields(before, after);
    const changed = new Set(Object.keys(changes));
    if (changed.size === 0) return get(context, id);
    hooks?.check?.(after, changed);
    if (parent && changed.has(parent.field)) await requireParent(context, after[parent.field]);
    await requireReferences(context, definition, after, changed);
    if (series && changed.has('code')) await claimCode(tx, tenantID, series, String(after.code));
    const values = columnValues(Object.fromEntries([...changed].map((field) => [field, after[field]])));
    // The version in the WHERE clause closes the gap between the read above and this write; a
    // change of links alone still moves the version, so the record's readers see it changed.
    if (!(await updateRowAtVersion(tx, tenantID, definition, id, version as number, values))) {
      throw versionConflict(noun);
    }
    await writeChangedLinks(context, id, after, changed);
    await recordActivity(tx, tenantID, changeEntry(definition, actor, id, after, changes));
    await hooks?.written?.(context, id, after, before);
    return get(context, id);
  }

  async function remove(context: TenantContext, id: string): Promise<void> {
    const { tx, tenantID } = context;
    const current = await findRow(tx, tenantID, table, id);
    if (!current) throw notFound(noun);
    for (const dependent of dependentsOf(definition)) {
      const total = await countReferences(tx, tenantID, dependent.column, id);
      if (total > 0) {
        throw new AppError(
          'has_dependents',
          `This ${noun} still has ${total} ${dependent.noun}: delete or move them first.`,
        );
      }
    }
    await hooks?.beforeDelete?.(context, id);
    const values = await storedRecord(context, id, current);
    await deleteRow(tx, tenantID, table, id);
    await recordDeletion(context, id, values);
  }

  return { list, get, create, update, remove };
}

export type CollectionService<Item> = ReturnType<typeof collectionService<Item>>;
