/** The URL's `sort` (`field` or `-field`) as TanStack Table sorting state, and back. */
import type { SortingState } from '@tanstack/react-table';

export function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortOf(sorting: SortingState): string | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}
