/**
 * A list page's search parameters, built from the resource's shared list query (CONTRACT §9):
 * the search text `q`, `sort` and the resource's filters. Paging (`limit`, `cursor`) belongs to the
 * list view, never to the address. An invalid value is dropped, and the address bar is rewritten
 * to say so, as for sections (spec §2); the default sort is left out of the address.
 */
import { defaultParseSearch, defaultStringifySearch, redirect } from '@tanstack/react-router';
import { sortValues, type SortValue } from '@freeboard/shared/common/list-query';
import * as z from 'zod/mini';

type Lenient<Shape extends z.core.$ZodLooseShape> = {
  [Key in keyof Shape]: z.ZodMiniCatch<z.ZodMiniOptional<Shape[Key]>>;
};

/** Drops a value its schema refuses instead of failing the whole search. */
function lenient<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** Search text: trimmed, and a number typed into the address (`?q=2024`) read as text. */
const searchTextSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
  z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
);

export function listSearchSchema<const Field extends string, Filters extends z.core.$ZodLooseShape>(options: {
  sortFields: readonly Field[];
  filters: Filters;
}) {
  const sorts = sortValues(options.sortFields) as [SortValue<Field>, ...SortValue<Field>[]];
  const filters = Object.fromEntries(
    Object.entries(options.filters).map(([name, schema]) => [name, lenient(schema)]),
  ) as Lenient<Filters>;
  return z.object({ q: lenient(searchTextSchema), sort: lenient(z.enum(sorts)), ...filters });
}

/**
 * Throws a replacing redirect when the address holds a value of this list that validation dropped
 * or normalised (`?status=nonsense`, `?country=cl`), so the address shows what the list shows.
 */
export function rewriteListSearch(
  location: { pathname: string; searchStr: string; hash?: string },
  search: Record<string, unknown>,
) {
  const raw = defaultParseSearch(location.searchStr) as Record<string, unknown>;
  // List parameters are scalars, so comparing by identity is comparing by value.
  if (!Object.keys(search).some((key) => key in raw && raw[key] !== search[key])) return;
  const next: Record<string, unknown> = { ...raw, ...search };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  const hash = location.hash ? `#${location.hash.replace(/^#/, '')}` : '';
  throw redirect({ href: `${location.pathname}${defaultStringifySearch(next)}${hash}`, replace: true });
}

/**
 * What the API is asked for: only the values that are set, so equal searches share a cache entry.
 * The list's own search parameters are exactly the query's `q`, `sort` and filters.
 */
export function listFiltersOf<Search extends object>(search: Search): Partial<Search> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Partial<Search>;
}

/** A search or filter narrows the list (the sort does not). */
export function isNarrowed(search: object): boolean {
  return Object.entries(search).some(([key, value]) => key !== 'sort' && value !== undefined);
}

/** The search with its text and every filter cleared, the sort kept. */
export function clearedSearch<Search extends object>(search: Search): Partial<Search> {
  return Object.fromEntries(
    Object.entries(search).map(([key, value]) => [key, key === 'sort' ? value : undefined]),
  ) as Partial<Search>;
}
