/** Access tokens: short-lived HS256 JWTs carrying `authDetails`, verified without a database trip. */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { authDetailsSchema, type AuthDetails } from '@freeboard/shared/auth/auth.schemas';
import { AppError } from '../../lib/app-error';

export interface AccessTokenKeys {
  secret: KeyObject;
  ttlMs: number;
}

/** The key is imported once: given raw bytes, jose would import it again on every verification. */
export function accessTokenKeys(jwtSecret: string, ttlMs: number): AccessTokenKeys {
  return { secret: createSecretKey(Buffer.from(jwtSecret, 'utf8')), ttlMs };
}

export async function signAccessToken(keys: AccessTokenKeys, authDetails: AuthDetails): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({ authDetails })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(authDetails.userID)
      .setIssuedAt(issuedAt)
      // Milliseconds → seconds, at least one second so a tiny TTL still yields a usable token.
      .setExpirationTime(issuedAt + Math.max(1, Math.round(keys.ttlMs / 1000)))
      .sign(keys.secret)
  );
}

export interface VerifiedAccessToken {
  userID: string;
  authDetails: AuthDetails;
}

/** 444 for an expired token (the client refreshes), 401 for anything else that is wrong with it. */
export async function verifyAccessToken(keys: AccessTokenKeys, token: string): Promise<VerifiedAccessToken> {
  try {
    // Only HS256 is accepted: `alg: none` and key-confusion tricks fail here. A token without an
    // expiry would be valid forever, so `exp` (with `iat` and `sub`) must be present.
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const authDetails = authDetailsSchema.parse(payload.authDetails);
    if (payload.sub !== authDetails.userID) throw new AppError('invalid_token');
    return { userID: authDetails.userID, authDetails };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('access_token_expired', 'The access token has expired.');
    throw new AppError('invalid_token', 'The access token is not valid.');
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}
