/**
 * The tables a cached answer is read from, named by their Drizzle table objects (a renamed or
 * mistyped table is a type error, not a cache that never empties). Declared where the answer's module
 * is loaded, so the set of every table some cached answer depends on is known without a request:
 * each of those tables needs the change-notification trigger, and a test checks that it has one.
 */
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type CacheDependencies = readonly string[] & { readonly __cacheDependencies: unique symbol };

const declared = new Set<string>();

export function cacheDependencies(...tables: PgTable[]): CacheDependencies {
  const names = tables.map((table) => getTableName(table));
  for (const name of names) declared.add(name);
  return names as unknown as CacheDependencies;
}

/** Every table some cached answer of the modules loaded so far is read from. */
export function tablesOfCachedAnswers(): ReadonlySet<string> {
  return declared;
}
