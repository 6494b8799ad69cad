/** Reads (does not verify: the server does) the claims of an access token. */
import { authDetailsSchema, type AuthDetails } from '@freeboard/shared/auth/auth.schemas';

export interface AccessTokenClaims {
  exp: number;
  iat: number;
  authDetails: AuthDetails;
}

export function readAccessToken(token: string): AccessTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
  const claims = JSON.parse(json) as { exp: number; iat: number; authDetails: unknown };
  return { exp: claims.exp, iat: claims.iat, authDetails: authDetailsSchema.parse(claims.authDetails) };
}
