/**
 * Keyset paging for every list: rows ordered by the chosen sort column and then the ID, and a page
 * continues strictly after the last row of the previous one, so pages never skip or repeat a row
 * while others write, and a deep page costs what the first one does. The cursor names the sort it
 * belongs to: one from another sort is refused, not misread.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ParsedSort } from '@freeboard/shared/common/list-query';
import { AppError } from '../app-error';
import { cursorValue, decodeCursor, encodeCursor } from '../cursor';

/**
 * Sort columns are never null: a keyset over nulls would need a rule of its own. A column, or an
 * expression of the row's columns where the list shows a derived value (and must sort by what it shows).
 */
export interface SortColumn {
  column: AnyPgColumn | SQL;
  kind: 'text' | 'number' | 'timestamp';
}

export type SortColumns<Field extends string> = Record<Field, SortColumn>;

/** How a cursor's value (kept as the database's own text) is read back for the comparison. */
const casts = { text: sql``, number: sql`::numeric`, timestamp: sql`::timestamptz` } as const;

function cursorSchema(field: string) {
  return z.tuple([z.literal(field), z.string().max(200), cursorValue.id]);
}

export interface Keyset<Row> {
  /**
   * Select this as `sortKey`: the sort value as the database writes it. A timestamp keeps its
   * microseconds there, which a JavaScript Date would lose, and with them rows of the same
   * millisecond would repeat or vanish between pages.
   */
  sortKey: SQL<string>;
  /** The condition "after the cursor", or undefined on the first page. */
  after: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page, to learn whether another page follows. */
  fetchLimit: number;
  /** The page's rows and the cursor of the next page. */
  page(rows: Row[]): { rows: Row[]; nextCursor: string | null };
}

export function keyset<Field extends string, Row extends { sortKey: string }>(options: {
  sort: ParsedSort<Field>;
  columns: SortColumns<Field>;
  idColumn: AnyPgColumn;
  cursor: string | undefined;
  limit: number;
  idOf: (row: Row) => string;
}): Keyset<Row> {
  const { sort, columns, idColumn, limit } = options;
  const { column, kind } = columns[sort.field];
  const direction = sort.direction === 'asc' ? asc : desc;
  let after: SQL | undefined;
  if (options.cursor) {
    const [, value, id] = decodeCursor(options.cursor, cursorSchema(sort.field));
    if (kind !== 'text' && !valueReadsAs[kind](value)) throw invalidCursorValue();
    const comparison = sort.direction === 'asc' ? sql`>` : sql`<`;
    after = sql`(${column}, ${idColumn}) ${comparison} (${value}${casts[kind]}, ${id}::uuid)`;
  }
  return {
    sortKey: sql<string>`(${column})::text`,
    after,
    orderBy: [direction(column), direction(idColumn)],
    fetchLimit: limit + 1,
    page(rows) {
      const pageRows = rows.slice(0, limit);
      const last = pageRows.at(-1);
      if (rows.length <= limit || !last) return { rows: pageRows, nextCursor: null };
      return { rows: pageRows, nextCursor: encodeCursor([sort.field, last.sortKey, options.idOf(last)]) };
    },
  };
}

/** A forged value must fail here, as a 400, not in the database's cast, as a 500. */
const valueReadsAs = {
  number: (value: string) => /^-?\d{1,15}(\.\d{1,15})?$/.test(value),
  /** PostgreSQL's text form of a timestamptz: `2026-11-24 01:36:24.123456+00`. */
  timestamp: (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.exec(value);
    if (!match) return false;
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1900 &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      hour < 24 &&
      minute < 60 &&
      second < 60
    );
  },
};

function invalidCursorValue(): AppError {
  return new AppError('validation_failed', 'The cursor is not valid.', { cursor: ['Not a cursor from this API'] });
}
