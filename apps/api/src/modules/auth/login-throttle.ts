/**
 * Failed sign-ins are limited per email (5) and per client address (30) in a sliding 15-minute
 * window. Counters live in the database so that every API process sees the same numbers.
 * Successful sign-ins add nothing and clear the email's failures.
 */
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';

export const loginThrottle = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 30 } as const;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** Throws 429 with Retry-After when either limit is used up. */
export async function assertLoginAllowed(db: Database, email: string, address: string): Promise<void> {
  const since = new Date(Date.now() - loginThrottle.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [emailKey(email), addressKey(address)]), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const limit = row.key.startsWith('email:') ? loginThrottle.perEmail : loginThrottle.perAddress;
    if (row.failures >= limit) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + loginThrottle.windowMs - Date.now()) / 1000));
      throw new AppError('rate_limited', 'Too many failed sign-ins. Try again later.', undefined, {
        'retry-after': String(retryAfterSeconds),
      });
    }
  }
}

export async function recordLoginFailure(db: Database, email: string, address: string): Promise<void> {
  await db.insert(loginFailures).values([
    { id: newID(), key: emailKey(email) },
    { id: newID(), key: addressKey(address) },
  ]);
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - loginThrottle.windowMs)));
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, emailKey(email)));
}
