/**
 * Failed sign-ins are limited per email (5) and per client address (30) in a sliding 15-minute
 * window. Counters live in the database so that every API process sees the same numbers.
 *
 * Checking the limit and recording the attempt are one step. Before a password is evaluated, the
 * attempt takes a slot under both keys, in a short transaction that first holds an advisory lock
 * per key: parallel attempts for one email or one address take turns at the count, so no more than
 * the limit are ever evaluated, however many arrive at once. A wrong password leaves its slots
 * standing as failures; a right one gives its own slots back (successful sign-ins do not count)
 * and nothing else: a success never clears the failures of other attempts, so a burst of guesses
 * that happens to include the owner's sign-in still counts in full.
 */
import { and, count, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/platform';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';

export const loginThrottle = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 30 } as const;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The rows an attempt holds while its password is evaluated. */
export interface LoginAttemptSlots {
  slotIDs: string[];
}

function limitOf(key: string): number {
  return key.startsWith('email:') ? loginThrottle.perEmail : loginThrottle.perAddress;
}

/** Takes a slot for this attempt under its email and its address; 429 with Retry-After when either is used up. */
export async function reserveLoginAttempt(db: Database, email: string, address: string): Promise<LoginAttemptSlots> {
  const keys = [addressKey(address), emailKey(email)]; // always this order, so two attempts never deadlock
  const slots = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${keys[0]}, 0)), pg_advisory_xact_lock(hashtextextended(${keys[1]}, 0))`,
    );
    const now = Date.now();
    const rows = await tx
      .select({ key: loginFailures.key, failures: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, new Date(now - loginThrottle.windowMs))))
      .groupBy(loginFailures.key);
    for (const row of rows) {
      if (row.failures < limitOf(row.key)) continue;
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + loginThrottle.windowMs - now) / 1000));
      throw new AppError('rate_limited', 'Too many failed sign-ins. Try again later.', undefined, {
        'retry-after': String(retryAfterSeconds),
      });
    }
    const slotIDs = keys.map(() => newID());
    await tx.insert(loginFailures).values(keys.map((key, index) => ({ id: slotIDs[index]!, key })));
    return { slotIDs };
  });
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - loginThrottle.windowMs)));
  return slots;
}

/** A successful sign-in gives its slots back. */
export async function completeLoginAttempt(db: Database, slots: LoginAttemptSlots): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.id, slots.slotIDs));
}
