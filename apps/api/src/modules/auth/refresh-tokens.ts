/**
 * Refresh tokens: opaque, stored as SHA-256 hashes, rotated on every use. The token just replaced
 * stays usable for a short grace period, so two tabs refreshing at the same moment both succeed;
 * presenting it after that is a replay, and revokes every token of its family (its sign-in).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { refreshTokens } from '../../db/schema/platform';
import { refreshTokenByHash } from '../../db/secrets';
import { newID } from '../../lib/ids';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Where a session is used from, as the request says (the agent cut to a sane length). */
export interface SessionClient {
  userAgent: string | null;
  address: string | null;
}

const maxUserAgentLength = 512;

function clientColumns(client: SessionClient) {
  return { userAgent: client.userAgent?.slice(0, maxUserAgentLength) ?? null, address: client.address };
}

export interface IssuedRefreshToken {
  token: string;
  userID: string;
  familyID: string;
  expiresAt: Date;
  /** The tenant the session is bound to (its identity provider's, decision 0037); null when unbound. */
  ssoTenantID: string | null;
}

/** A new session's first token; `ssoTenantID` binds the session to that tenant for its whole life. */
export async function issueRefreshToken(
  db: Database,
  userID: string,
  ttlMs: number,
  client: SessionClient,
  ssoTenantID: string | null,
): Promise<IssuedRefreshToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  const familyID = newID();
  await db.insert(refreshTokens).values({
    id: newID(),
    userId: userID,
    familyId: familyID,
    tokenHash: hashToken(token),
    expiresAt,
    ...clientColumns(client),
    ssoTenantId: ssoTenantID,
  });
  return { token, userID, familyID, expiresAt, ssoTenantID };
}

/** The presented token's row, locked: concurrent refreshes of one token take turns. */
async function lockPresentedToken(tx: Transaction, presented: string) {
  return refreshTokenByHash(tx, hashToken(presented), { lock: true });
}

async function revokeFamily(tx: Transaction, familyID: string, now: number) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyID), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { outcome: 'rotated'; issued: IssuedRefreshToken }
  | { outcome: 'unknown' }
  | { outcome: 'expired' | 'revoked' | 'replayed'; userID: string };

export async function rotateRefreshToken(
  db: Database,
  presented: string,
  options: { ttlMs: number; gracePeriodMs: number },
  client: SessionClient,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const row = await lockPresentedToken(tx, presented);
    if (!row) return { outcome: 'unknown' as const };
    const now = Date.now();
    if (row.revokedAt) return { outcome: 'revoked' as const, userID: row.userId };
    if (row.expiresAt.getTime() <= now) return { outcome: 'expired' as const, userID: row.userId };
    if (row.replacedAt && now - row.replacedAt.getTime() > options.gracePeriodMs) {
      await revokeFamily(tx, row.familyId, now);
      return { outcome: 'replayed' as const, userID: row.userId };
    }
    if (!row.replacedAt) {
      await tx
        .update(refreshTokens)
        .set({ replacedAt: new Date(now) })
        .where(eq(refreshTokens.id, row.id));
    }
    const token = newOpaqueToken();
    // A rotated token never outlives the sign-in it descends from.
    const expiresAt = new Date(Math.min(row.expiresAt.getTime(), now + options.ttlMs));
    await tx.insert(refreshTokens).values({
      id: newID(),
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: hashToken(token),
      expiresAt,
      ...clientColumns(client),
      ssoTenantId: row.ssoTenantId,
    });
    const issued = { token, userID: row.userId, familyID: row.familyId, expiresAt, ssoTenantID: row.ssoTenantId };
    return { outcome: 'rotated' as const, issued };
  });
}

/** Revokes the presented token's family; null when there is nothing live to revoke. */
export async function revokeRefreshFamily(
  db: Database,
  presented: string,
  gracePeriodMs: number,
): Promise<{ userID: string } | null> {
  return db.transaction(async (tx) => {
    const row = await lockPresentedToken(tx, presented);
    const now = Date.now();
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return null;
    if (row.replacedAt && now - row.replacedAt.getTime() > gracePeriodMs) return null;
    await revokeFamily(tx, row.familyId, now);
    return { userID: row.userId };
  });
}

/**
 * Ends every other session of a user (after a password change, a stolen refresh cookie must stop
 * working): revokes all live refresh tokens except those of the family `presented` belongs to, when
 * it is one of this user's. Answers how many sessions (families) were ended.
 */
export async function revokeOtherSessions(
  executor: Executor,
  userID: string,
  presented: string | null,
): Promise<number> {
  const presentedRow = presented ? await refreshTokenByHash(executor, hashToken(presented)) : undefined;
  const current = presentedRow?.userId === userID ? presentedRow : undefined;
  const revoked = await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userID),
        isNull(refreshTokens.revokedAt),
        current ? ne(refreshTokens.familyId, current.familyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((row) => row.familyId)).size;
}
