/** Password sign-in, token refresh and logout (CONTRACT §4). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accessTokenResponseSchema, loginInputSchema } from '@freeboard/shared/auth/auth.schemas';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { users } from '../../db/schema/platform';
import { passwordHashOf } from '../../db/secrets';
import { AppError } from '../../lib/app-error';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { recordActivityInTenants } from '../../lib/activity-trail.repo';
import { deviceCookieKey, issueDeviceCookie, trustedDeviceOf } from './device-cookies';
import { completeLoginAttempt, reserveLoginAttempt } from './login-throttle';
import { rotateRefreshToken, revokeRefreshFamily } from './refresh-tokens';
import {
  accessTokenFor,
  clearRefreshCookie,
  readRefreshCookie,
  sessionClientOf,
  setRefreshCookie,
  startSession,
  tenantIDsOf,
} from './session';

const problems = { 400: problemSchema, 401: problemSchema, 429: problemSchema };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deviceKey = deviceCookieKey(app.config.jwtSecret);

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginInputSchema,
        response: { 200: accessTokenResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const address = request.ip;
      // A browser that signed in to this account before is limited on its own (decision 0039).
      const deviceNonce = trustedDeviceOf(request, deviceKey, email);
      const attempt = await reserveLoginAttempt(app.db, { email, address, deviceNonce });
      const [user] = await app.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          isActive: users.isActive,
          passwordHash: passwordHashOf(users.id),
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      // Verify against a decoy when there is no usable hash, so timing does not reveal the email.
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !user.passwordHash || !user.isActive || !passwordMatches) {
        if (user) {
          await recordActivityInTenants(app.db, await tenantIDsOf(app, user.id), {
            actorUserID: user.id,
            action: 'auth.sign_in_failed',
            subjectType: 'User',
            subjectID: user.id,
            summary: `Failed sign-in for ${user.email}`,
            address,
          });
        }
        throw new AppError('invalid_credentials', 'Wrong email or password.');
      }
      await completeLoginAttempt(app.db, attempt);
      const accessToken = await startSession(app, request, reply, user.id);
      issueDeviceCookie(app, request, reply, deviceKey, email, deviceNonce);
      await recordActivityInTenants(app.db, await tenantIDsOf(app, user.id), {
        actorUserID: user.id,
        action: 'auth.signed_in',
        subjectType: 'User',
        subjectID: user.id,
        summary: `${user.name} signed in with a password`,
        address,
      });
      return { data: { accessToken } };
    },
  );

  app.get(
    '/token-refresh',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)',
        response: { 200: accessTokenResponseSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      if (!presented) throw new AppError('refresh_token_invalid', 'No session to refresh.');
      const result = await rotateRefreshToken(
        app.db,
        presented,
        { ttlMs: app.config.refreshTokenTtlMs, gracePeriodMs: app.config.refreshGracePeriodMs },
        sessionClientOf(request),
      );
      if (result.outcome !== 'rotated') {
        clearRefreshCookie(app, request, reply);
        if (result.outcome === 'unknown') {
          request.log.info('refresh with an unknown token');
        } else {
          await recordActivityInTenants(app.db, await tenantIDsOf(app, result.userID), {
            actorUserID: result.userID,
            action: result.outcome === 'replayed' ? 'auth.refresh_replayed' : 'auth.refresh_failed',
            subjectType: 'User',
            subjectID: result.userID,
            summary:
              result.outcome === 'replayed'
                ? 'A used refresh token was presented again; every session of that sign-in was revoked'
                : `Session refresh refused: the refresh token is ${result.outcome}`,
            address: request.ip,
          });
        }
        throw new AppError('refresh_token_invalid', 'The session has ended. Sign in again.');
      }
      // A session a tenant's identity provider started stays bound to that tenant (decision 0037).
      const accessToken = await accessTokenFor(app, result.issued.userID, { ssoTenantID: result.issued.ssoTenantID });
      setRefreshCookie(app, request, reply, result.issued);
      return { data: { accessToken } };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (205); 401 when there is none',
        response: { 205: z.void().describe('Logged out: no body'), 401: problemSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      clearRefreshCookie(app, request, reply);
      const revoked = presented ? await revokeRefreshFamily(app.db, presented, app.config.refreshGracePeriodMs) : null;
      if (!revoked) throw new AppError('unauthenticated', 'There is no session to end.');
      await recordActivityInTenants(app.db, await tenantIDsOf(app, revoked.userID), {
        actorUserID: revoked.userID,
        action: 'auth.logged_out',
        subjectType: 'User',
        subjectID: revoked.userID,
        summary: 'Logged out',
        address: request.ip,
      });
      return reply.code(205).send();
    },
  );
}
