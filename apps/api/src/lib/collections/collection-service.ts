/**
 * The rules every collection's writes keep (CONTRACT §9): 404 for a record the tenant does not have,
 * a parent of the tenant, codes from the series, a change only at the version it was read at, no
 * delete while dependents point at it, and the Activity of each write in the same transaction.
 */
import { errorStatus, type ErrorCode } from '@freeboard/shared/errors';
import { recordActivity } from '../activity-trail.repo';
import { AppError } from '../app-error';
import { newID } from '../ids';
import { claimCode, nextCode, type CodeSeries } from '../resources/codes';
import { changedFields, wholeRecord, withoutUndefined } from '../resources/field-changes';
import type { TenantContext } from '../resources/tenant-context';
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
import { storedValues, valuesOfRow } from './stored-fields';

/** "cross-section" → `cross_section_not_found`, one of the error codes the API documents. */
function notFoundCode(noun: string): ErrorCode {
  const code = `${noun.replaceAll('-', '_')}_not_found`;
  if (!(code in errorStatus)) throw new Error(`${code} is not an error code of the API (shared/errors.ts)`);
  return code as ErrorCode;
}

function notFound(noun: string, field?: string): AppError {
  const message = `No such ${noun} in this tenant`;
  return new AppError(notFoundCode(noun), `${message}.`, field ? { [field]: [message] } : undefined);
}

function versionConflict(noun: string): AppError {
  return new AppError('version_conflict', `This ${noun} was changed by someone else since you loaded it.`);
}

function codeSeries<Item>({ codes, table }: CollectionDefinition<Item, never>): CodeSeries | null {
  return codes ? { prefix: codes.prefix, table, column: codes.column, tenantColumn: table.tenantId } : null;
}

function labelOf<Item>(definition: CollectionDefinition<Item, never>, values: StoredValues): string {
  return definition.label ? definition.label(values) : `${String(values.code)} ${String(values.name)}`;
}

/** The collection's service: list, get, create, update and remove, each inside the caller's tenant transaction. */
export function collectionService<Item>(definition: CollectionDefinition<Item, never>) {
  const { noun, subject, table, parent, hooks } = definition;

  /** Records a created or deleted record in the trail with every stored value it has, or had. */
  async function recordWholeRecord(
    { tx, tenantID, actor }: TenantContext,
    action: 'create' | 'delete',
    id: string,
    values: StoredValues,
  ) {
    const label = labelOf(definition, values);
    await recordActivity(tx, tenantID, {
      actorUserID: actor.userID,
      action,
      subjectType: subject,
      subjectID: id,
      summary: action === 'create' ? `Created ${noun} ${label}` : `Deleted ${noun} ${label}`,
      changes: wholeRecord(values, action === 'create' ? 'after' : 'before'),
      address: actor.address,
    });
  }
  const series = codeSeries(definition);
  // Checked as the routes are built, not when the first request misses.
  notFoundCode(noun);
  if (parent) notFoundCode(parent.noun);

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
    const given = typeof input.code === 'string' ? input.code : null;
    const code = series ? (given ?? (await nextCode(tx, tenantID, series))) : given;
    if (series && given) await claimCode(tx, tenantID, series, given);
    const values = storedValues(definition, series ? { ...input, code } : input);
    hooks?.check?.(values, new Set(Object.keys(values)));
    const id = newID();
    await insertRow(tx, tenantID, definition, id, values);
    await recordWholeRecord(context, 'create', id, values);
    return get(context, id);
  }

  async function update(context: TenantContext, id: string, input: Record<string, unknown>): Promise<Item> {
    const { tx, tenantID, actor } = context;
    const current = await findRow(tx, tenantID, table, id);
    if (!current) throw notFound(noun);
    const { version, ...given } = input;
    if (current.version !== version) throw versionConflict(noun);
    const before = storedValues(definition, valuesOfRow(definition, current));
    const after = storedValues(definition, { ...before, ...withoutUndefined(given) });
    const changes = changedFields(before, after);
    const changed = new Set(Object.keys(changes));
    if (changed.size === 0) return get(context, id);
    hooks?.check?.(after, changed);
    if (parent && changed.has(parent.field)) await requireParent(context, after[parent.field]);
    if (series && changed.has('code')) await claimCode(tx, tenantID, series, String(after.code));
    const values = Object.fromEntries([...changed].map((field) => [field, after[field]]));
    // The version in the WHERE clause closes the gap between the read above and this write.
    if (!(await updateRowAtVersion(tx, tenantID, definition, id, version as number, values))) {
      throw versionConflict(noun);
    }
    await recordActivity(tx, tenantID, {
      actorUserID: actor.userID,
      action: 'update',
      subjectType: subject,
      subjectID: id,
      summary: `Updated ${noun} ${series ? String(after.code) : labelOf(definition, after)}: ${[...changed].join(', ')}`,
      changes,
      address: actor.address,
    });
    return get(context, id);
  }

  async function remove(context: TenantContext, id: string): Promise<void> {
    const { tx, tenantID } = context;
    const current = await findRow(tx, tenantID, table, id);
    if (!current) throw notFound(noun);
    for (const dependent of definition.dependents ?? []) {
      const total = await countReferences(tx, tenantID, dependent.column, id);
      if (total > 0) {
        throw new AppError(
          'has_dependents',
          `This ${noun} still has ${total} ${dependent.noun}: delete or move them first.`,
        );
      }
    }
    await hooks?.beforeDelete?.(context, id);
    await deleteRow(tx, tenantID, table, id);
    const values = storedValues(definition, valuesOfRow(definition, current));
    await recordWholeRecord(context, 'delete', id, values);
  }

  return { list, get, create, update, remove };
}

export type CollectionService<Item> = ReturnType<typeof collectionService<Item>>;
