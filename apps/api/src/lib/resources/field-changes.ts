/** The one field diff: what Activity records for a change, `{ field: { before, after } }`. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

function same(before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}

/** The fields of `next` (those given) whose value differs from `current`. */
export function changedFields<T extends object>(current: T, next: Partial<T>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, after] of Object.entries(next)) {
    if (after === undefined) continue;
    const before = (current as Record<string, unknown>)[field];
    if (!same(before, after)) changes[field] = { before: before ?? null, after };
  }
  return changes;
}

/** A record appearing (`after` only) or disappearing (`before` only), field by field. */
export function wholeRecord(record: object, side: 'before' | 'after'): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue;
    changes[field] = side === 'after' ? { before: null, after: value } : { before: value, after: null };
  }
  return changes;
}

/** The fields a partial update actually sends: `undefined` means "leave as is", not "clear". */
export function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
