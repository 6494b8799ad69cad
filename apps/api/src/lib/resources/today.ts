/**
 * Today as the API judges "overdue": the UTC day, in SQL as in JavaScript, whatever the database
 * session's time zone. List caches name the same day (cache-key.ts).
 */
import { sql } from 'drizzle-orm';

export const todayInSql = sql<string>`((now() at time zone 'UTC')::date)`;

let today = { iso: '', from: 0, until: 0 };

/** Formatted once per day, not per request: every cached list read names the day in its key. */
export function todayIso(): string {
  const now = Date.now();
  if (now < today.from || now >= today.until) {
    const iso = new Date(now).toISOString().slice(0, 10);
    const from = Date.parse(`${iso}T00:00:00.000Z`);
    today = { iso, from, until: from + 86_400_000 };
  }
  return today.iso;
}
