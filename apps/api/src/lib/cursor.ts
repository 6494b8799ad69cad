/**
 * Opaque keyset cursors: the sort values of the last row of a page, as base64url JSON. Clients pass
 * them back untouched; a cursor is still input, so it is decoded against the list's own schema and
 * a forged one (wrong shape, a date PostgreSQL cannot hold, an ID of dashes, a NUL character) is a
 * 400 before any of it reaches a query.
 */
import { z } from 'zod';
import { AppError } from './app-error';
import { findUnstorableText } from './validator-compiler';

export type CursorValue = string | number;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

function invalidCursor(): AppError {
  return new AppError('validation_failed', 'The cursor is not valid.', { cursor: ['Not a cursor from this API'] });
}

export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (findUnstorableText(values)) throw invalidCursor();
  const result = schema.safeParse(values);
  if (!result.success) throw invalidCursor();
  return result.data;
}

/** Building blocks for cursor schemas. */
export const cursorValue = {
  /** A timestamp as `toISOString()` writes it, within the years PostgreSQL and JavaScript share. */
  timestamp: z.iso
    .datetime()
    .transform((text) => new Date(text))
    .refine((date) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 9999),
  id: z.uuid(),
  text: z.string().max(200),
};
