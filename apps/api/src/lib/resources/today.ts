/**
 * Today as the API judges "overdue": the UTC day, in SQL as in JavaScript, whatever the database
 * session's time zone. List caches name the same day (cache-key.ts).
 */
import { sql } from 'drizzle-orm';

export const todayInSql = sql<string>`((now() at time zone 'UTC')::date)`;

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
