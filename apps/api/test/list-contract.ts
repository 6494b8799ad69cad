/**
 * The paging rule every list keeps (CONTRACT §9): read a few at a time with its cursor, a list gives
 * the same records in the same order as one page of 200 — none skipped, none twice — and the same
 * total on every page.
 */
import { expect } from 'vitest';

interface ListAnswer<Item> {
  data: Item[];
  meta: { total: number; nextCursor: string | null };
}

/** `query` is the list's query without `limit` and `cursor` (`?sort=-name&phase=operation`). */
export async function expectPagingMatchesWholeList<Item>(
  read: (query: string) => Promise<ListAnswer<Item>>,
  idOf: (item: Item) => string,
  query: string,
): Promise<void> {
  const whole = (await read(`${query}&limit=200`)).data.map(idOf);
  // Six pages or so: five page boundaries per sort, each crossing ties where the sort has them, without
  // reading a long list two records at a time.
  const limit = Math.max(2, Math.ceil(whole.length / 6));
  const paged: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ListAnswer<Item> = await read(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.meta.total, query).toBe(whole.length);
    paged.push(...page.data.map(idOf));
    cursor = page.meta.nextCursor;
  } while (cursor);
  expect(paged, query).toEqual(whole);
  expect(new Set(paged).size, query).toBe(paged.length);
}
