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

/** A code for the person `tenantID`'s identity provider vouched for: the session it starts reaches that tenant only. */
export async function issueLoginCode(db: Database, userID: string, tenantID: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Codes are useless once expired; clearing old ones here keeps the table small without a job.
  await db.delete(samlLoginCodes).where(sql`${samlLoginCodes.expiresAt} < now() - interval '1 hour'`);
  await db.insert(samlLoginCodes).values({
    codeHash: hashCode(code),
    userId: userID,
    ssoTenantId: tenantID,
    expiresAt: new Date(Date.now() + codeTtlMs),
  });
  return code;
}

/**
 * The user the code was issued to and the tenant whose provider vouched for them, marking it used;
 * null when unknown, used already or expired (or issued before codes named their tenant).
 */
export async function consumeLoginCode(
  db: Database,
  code: string,
): Promise<{ userID: string; tenantID: string } | null> {
  // One statement, so two exchanges of the same code cannot both succeed.
  const [row] = await db
    .update(samlLoginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${samlLoginCodes.codeHash} = ${hashCode(code)} and ${samlLoginCodes.usedAt} is null and ${samlLoginCodes.expiresAt} > now()`,
    )
    .returning({ userID: samlLoginCodes.userId, tenantID: samlLoginCodes.ssoTenantId });
  return row?.tenantID ? { userID: row.userID, tenantID: row.tenantID } : null;
}
