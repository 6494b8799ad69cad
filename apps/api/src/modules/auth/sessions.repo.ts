/**
 * A person's sessions as they see them on their profile: one per sign-in (a refresh-token family)
 * that still has a live token, with the browser and address of its latest token.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '@freeboard/shared/users/sessions.schemas';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/platform';
import { refreshTokenByHash } from '../../db/secrets';
import { hashToken } from './refresh-tokens';

export async function familyOf(db: Database, userID: string, presented: string | null): Promise<string | null> {
  if (!presented) return null;
  const row = await refreshTokenByHash(db, hashToken(presented));
  return row?.userId === userID ? row.familyId : null;
}

export async function liveSessions(db: Database, userID: string, currentFamily: string | null): Promise<Session[]> {
  const rows = await db
    .select({
      sessionID: refreshTokens.familyId,
      signedInAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
      address: sql<string | null>`(array_agg(${refreshTokens.address} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userID))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.replacedAt} is null and ${refreshTokens.expiresAt} > now())`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
  return rows.map((row) => ({
    ...row,
    signedInAt: row.signedInAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.sessionID === currentFamily,
  }));
}

/** Ends one of the person's sessions; false when they have no live session with this ID. */
export async function endSession(db: Database, userID: string, sessionID: string): Promise<boolean> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(refreshTokens.userId, userID), eq(refreshTokens.familyId, sessionID), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return ended.length > 0;
}
