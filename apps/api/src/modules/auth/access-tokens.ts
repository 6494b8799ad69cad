/** Access tokens: short-lived HS256 JWTs carrying `authDetails`, verified without a database trip. */
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { authDetailsSchema, type AuthDetails } from '@freeboard/shared/auth/auth.schemas';
import { AppError } from '../../lib/app-error';

/** Tokens verified lately, by their whole text (signature included), with what they carried. */
const recentTokensKept = 10_000;

export interface AccessTokenKeys {
  secret: Promise<webcrypto.CryptoKey>;
  ttlMs: number;
  /**
   * A browser sends the same token with every request until it refreshes it, and checking its
   * signature is most of what a cached read costs, so a verified token is remembered until it expires.
   * Keyed by the whole token, a remembered one is byte for byte one whose signature was checked.
   */
  recentlyVerified: Map<string, { verified: VerifiedAccessToken; expiresAtMs: number }>;
}

/**
 * The key is imported once, as the WebCrypto key jose works with: given raw bytes or a Node key
 * object, jose would import it again on every verification (a quarter of a cached read's time).
 */
export function accessTokenKeys(jwtSecret: string, ttlMs: number): AccessTokenKeys {
  const secret = webcrypto.subtle.importKey(
    'raw',
    Buffer.from(jwtSecret, 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return { secret, ttlMs, recentlyVerified: new Map() };
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
      .sign(await keys.secret)
  );
}

export interface VerifiedAccessToken {
  userID: string;
  authDetails: AuthDetails;
}

const expired = () => new AppError('access_token_expired', 'The access token has expired.');

/** 444 for an expired token (the client refreshes), 401 for anything else that is wrong with it. */
export async function verifyAccessToken(keys: AccessTokenKeys, token: string): Promise<VerifiedAccessToken> {
  const recent = keys.recentlyVerified.get(token);
  if (recent) {
    // jose's rule, in milliseconds: a token is expired from its `exp` second on.
    if (Date.now() < recent.expiresAtMs) return recent.verified;
    keys.recentlyVerified.delete(token);
    throw expired();
  }
  try {
    // Only HS256 is accepted: `alg: none` and key-confusion tricks fail here. A token without an
    // expiry would be valid forever, so `exp` (with `iat` and `sub`) must be present.
    const { payload } = await jwtVerify(token, await keys.secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const authDetails = authDetailsSchema.parse(payload.authDetails);
    if (payload.sub !== authDetails.userID) throw new AppError('invalid_token');
    const verified = { userID: authDetails.userID, authDetails };
    remember(keys.recentlyVerified, token, { verified, expiresAtMs: (payload.exp ?? 0) * 1000 });
    return verified;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw expired();
    throw new AppError('invalid_token', 'The access token is not valid.');
  }
}

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  // A Map iterates in insertion order: past the bound, the oldest token goes first.
  while (map.size >= recentTokensKept) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}
