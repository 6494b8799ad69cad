/** Starting, refreshing and ending a session: access token + refresh cookie. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { toAuthDetails } from './access';
import { signAccessToken } from './access-tokens';
import { issueRefreshToken, type IssuedRefreshToken, type SessionClient } from './refresh-tokens';
import { scopeAccess, unscoped, withScopeClaim, type SessionScope } from './session-scopes';

export const refreshCookieName = 'fb_refresh';
const refreshCookiePath = '/api';

export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, address: request.ip };
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  return request.cookies[refreshCookieName] ?? null;
}

/** Cookies of the session and the device are Secure when the browser reaches the API over https. */
export function isSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  return request.protocol === 'https' || app.config.publicUrl.startsWith('https://');
}

export function setRefreshCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedRefreshToken,
) {
  void reply.setCookie(refreshCookieName, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: refreshCookiePath,
    secure: isSecure(app, request),
    expires: issued.expiresAt,
  });
}

export function clearRefreshCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(refreshCookieName, {
    httpOnly: true,
    sameSite: 'strict',
    path: refreshCookiePath,
    secure: isSecure(app, request),
  });
}

/**
 * A fresh access token from the user's current memberships (never from a stale token); a session a
 * tenant's identity provider started names that tenant only (decision 0037).
 */
export async function accessTokenFor(
  app: FastifyInstance,
  userID: string,
  scope: SessionScope = unscoped,
): Promise<string> {
  app.access.forget(userID);
  const access = await app.access.load(userID);
  if (!access?.isActive) throw new AppError('refresh_token_invalid', 'This account is not active.');
  return signAccessToken(app.tokenKeys, withScopeClaim(toAuthDetails(scopeAccess(access, scope.ssoTenantID)), scope));
}

/** A new sign-in: a new refresh-token family (bound to `scope`'s tenant, if any) and an access token. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userID: string,
  scope: SessionScope = unscoped,
): Promise<string> {
  const accessToken = await accessTokenFor(app, userID, scope);
  const issued = await issueRefreshToken(
    app.db,
    userID,
    app.config.refreshTokenTtlMs,
    sessionClientOf(request),
    scope.ssoTenantID,
  );
  setRefreshCookie(app, request, reply, issued);
  return accessToken;
}

export async function tenantIDsOf(app: FastifyInstance, userID: string): Promise<string[]> {
  const access = await app.access.load(userID);
  return access?.tenants.filter((tenant) => tenant.role !== null).map((tenant) => tenant.tenantID) ?? [];
}
