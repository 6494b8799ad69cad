/**
 * Between a collection's API fields and its table's columns: the values a write stores (normalised
 * as the column keeps them, which is also what Activity compares and records), the columns they go
 * into, and the record a row reads as.
 */
import { getTableColumns } from 'drizzle-orm';
import type { CollectionDefinition, StoredField, StoredValues } from './definition';

interface Field extends StoredField {
  /** The API name ("siteID"). */
  name: string;
  /** The table's property for the column ("siteId"), as Drizzle inserts and selects it. */
  property: string;
}

const fieldsByDefinition = new WeakMap<object, Field[]>();

/** The definition's fields, each with the table property of its column (read once per definition). */
export function fieldsOf<Item>(definition: CollectionDefinition<Item, never>): Field[] {
  const known = fieldsByDefinition.get(definition);
  if (known) return known;
  const properties = new Map(Object.entries(getTableColumns(definition.table)).map(([key, column]) => [column, key]));
  const fields = Object.entries(definition.fields).map(([name, declared]) => {
    const field: StoredField = 'column' in declared ? declared : { column: declared };
    const property = properties.get(field.column);
    if (!property) throw new Error(`${definition.path}.${name}: the column is not one of the collection's table`);
    return { ...field, name, property };
  });
  fieldsByDefinition.set(definition, fields);
  return fields;
}

function stored(field: Field, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return field.blank ?? null;
  return field.normalise ? field.normalise(value) : value;
}

/** The fields a person writes, from an input (or a stored record merged with a change), as stored. */
export function storedValues<Item>(
  definition: CollectionDefinition<Item, never>,
  input: Record<string, unknown>,
): StoredValues {
  return Object.fromEntries(
    fieldsOf(definition)
      .filter((field) => !field.readOnly)
      .map((field) => [field.name, stored(field, input[field.name])]),
  );
}

/** A row's values by API field name, read-only ones included. */
export function valuesOfRow<Item>(
  definition: CollectionDefinition<Item, never>,
  row: Record<string, unknown>,
): StoredValues {
  return Object.fromEntries(fieldsOf(definition).map((field) => [field.name, row[field.property]]));
}

/** Values by API field name → the table's properties, for an insert or an update. */
export function columnsOf<Item>(
  definition: CollectionDefinition<Item, never>,
  values: StoredValues,
): Record<string, unknown> {
  const byName = new Map(fieldsOf(definition).map((field) => [field.name, field.property]));
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [byName.get(name)!, value]));
}

/** The record as the API answers it: ID, fields, computed values, what `present` adds, version and times. */
export function recordOf<Item>(
  definition: CollectionDefinition<Item, never>,
  row: Record<string, unknown>,
  computed: Record<string, unknown>,
): Record<string, unknown> {
  const record: Record<string, unknown> = { [definition.idField]: row.id };
  for (const [name, value] of Object.entries({ ...valuesOfRow(definition, row), ...computed })) {
    record[name] = value instanceof Date ? value.toISOString() : value;
  }
  Object.assign(record, definition.hooks?.present?.(record), {
    version: row.version,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  });
  return record;
}
