/**
 * Failed sign-ins are limited in a sliding 15-minute window. Counters live in the database so that
 * every API process sees the same numbers.
 *
 * Which counters an attempt takes depends on the browser (OWASP's device cookies, decision 0039):
 * - from a browser carrying a valid device cookie for the account, the device's own counter: 5
 *   failures, after which that device is locked out until its oldest failure leaves the window;
 * - from any other browser (an untrusted client), the email's counter (5) and the client
 *   address's (30), as before.
 * A device's failures do not count against the email, and the email's do not lock the device: so
 * someone who knows an email cannot lock its owner out of the browser they signed in from.
 *
 * Checking the limit and recording the attempt are one step (decision 0009). Before a password is
 * evaluated, the attempt takes a slot under each of its keys, in a short transaction that first
 * holds an advisory lock per key: parallel attempts for one key take turns at the count, so no more
 * than the limit are ever evaluated, however many arrive at once. A wrong password leaves its slots
 * standing as failures; a right one gives its own slots back (successful sign-ins do not count)
 * and nothing else: a success never clears the failures of other attempts, so a burst of guesses
 * that happens to include the owner's sign-in still counts in full.
 */
import { and, count, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/platform';
import { AppError } from '../../lib/app-error';
import { newID } from '../../lib/ids';

export const loginThrottle = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 30, perDevice: 5 } as const;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const deviceKey = (nonce: string) => `device:${nonce}`;

/** Who is trying: the email typed, the client address, and the browser's device nonce for that email if it has one. */
export interface LoginAttempt {
  email: string;
  address: string;
  /** From a valid device cookie for this email (device-cookies.ts); null for an untrusted client. */
  deviceNonce: string | null;
}

/** The rows an attempt holds while its password is evaluated. */
export interface LoginAttemptSlots {
  slotIDs: string[];
}

function limitOf(key: string): number {
  if (key.startsWith('email:')) return loginThrottle.perEmail;
  if (key.startsWith('device:')) return loginThrottle.perDevice;
  return loginThrottle.perAddress;
}

/** A trusted device counts on its own; an untrusted client under its address, then its email (always this order, so two attempts never deadlock). */
function keysOf(attempt: LoginAttempt): string[] {
  if (attempt.deviceNonce) return [deviceKey(attempt.deviceNonce)];
  return [addressKey(attempt.address), emailKey(attempt.email)];
}

/** Takes a slot for this attempt under each of its keys; 429 with Retry-After when any is used up. */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt): Promise<LoginAttemptSlots> {
  const keys = keysOf(attempt);
  const slots = await db.transaction(async (tx) => {
    // One statement, the locks taken left to right in the order of `keys`.
    await tx.execute(
      sql`select ${sql.join(
        keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
        sql`, `,
      )}`,
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
