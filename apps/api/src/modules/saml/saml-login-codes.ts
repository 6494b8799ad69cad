/**
 * One-time codes that carry a SAML sign-in from the ACS redirect to the web app, which exchanges
 * the code for a session. The code travels in a URL, so it is short-lived, single-use and stored
 * only as a hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { samlLoginCodes } from '../../db/schema/platform';

const codeTtlMs = 60_000;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export async function issueLoginCode(db: Database, userID: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Codes are useless once expired; clearing old ones here keeps the table small without a job.
  await db.delete(samlLoginCodes).where(sql`${samlLoginCodes.expiresAt} < now() - interval '1 hour'`);
  await db
    .insert(samlLoginCodes)
    .values({ codeHash: hashCode(code), userId: userID, expiresAt: new Date(Date.now() + codeTtlMs) });
  return code;
}

/** The user the code was issued to, marking it used; null when unknown, used already or expired. */
export async function consumeLoginCode(db: Database, code: string): Promise<string | null> {
  // One statement, so two exchanges of the same code cannot both succeed.
  const [row] = await db
    .update(samlLoginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${samlLoginCodes.codeHash} = ${hashCode(code)} and ${samlLoginCodes.usedAt} is null and ${samlLoginCodes.expiresAt} > now()`,
    )
    .returning({ userID: samlLoginCodes.userId });
  return row?.userID ?? null;
}
