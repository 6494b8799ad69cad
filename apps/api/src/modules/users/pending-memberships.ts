/**
 * The signed-in person's answer to the memberships tenants offered them (decision 0037):
 * `GET /api/me/pending-memberships`, `POST …/{tenantID}/accept` and `…/decline`. Only the person
 * decides, and only a person who holds the address: an account whose email was never proven joins
 * a second tenant only through the link emailed to it, and a session a tenant's identity provider
 * started vouches for that tenant alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenResponseSchema } from '@freeboard/shared/auth/auth.schemas';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  pendingMembershipListSchema,
  pendingMembershipParamsSchema,
  type PendingMembership,
} from '@freeboard/shared/users/pending-memberships.schemas';
import { withTenant } from '../../db/tenant';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import {
  acceptPendingMembership,
  declinePendingMembership,
  pendingMembershipsOf,
} from '../../lib/pending-memberships.repo';
import { signedInProblems } from '../../lib/resources/route-problems';
import { accountStanding, useTenantInvitations, withdrawInvitations } from '../invitations/invitations.repo';
import { accessTokenFor } from '../auth/session';

type Blocker = PendingMembership['blockedBy'];

async function blockerOf(app: FastifyInstance, request: FastifyRequest): Promise<Blocker> {
  const user = request.user!;
  if (user.ssoTenantID) return 'sso_session';
  const standing = await accountStanding(app.db, user.userID);
  return standing?.emailProven ? null : 'email_not_proven';
}

async function refuseBlocked(app: FastifyInstance, request: FastifyRequest) {
  const blocker = await blockerOf(app, request);
  if (blocker === 'sso_session') {
    throw new AppError(
      'sso_session_scoped',
      'You signed in through an organization’s single sign-on: sign in with your password to answer.',
    );
  }
  if (blocker === 'email_not_proven') {
    throw new AppError(
      'email_not_proven',
      'Your email address is not confirmed yet: open the link emailed to you to join this organization.',
    );
  }
}

export default async function pendingMembershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/me/pending-memberships',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Memberships tenants offered the caller, waiting for their answer',
        response: { 200: pendingMembershipListSchema, ...signedInProblems },
      },
    },
    async (request) => {
      const rows = await pendingMembershipsOf(app.db, request.user!.userID);
      const blockedBy = rows.length > 0 ? await blockerOf(app, request) : null;
      return {
        data: rows.map((row) => ({ ...row, invitedAt: row.invitedAt.toISOString(), blockedBy })),
      };
    },
  );

  app.post(
    '/me/pending-memberships/:tenantID/accept',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Join the tenant: the answer is an access token that reaches it',
        description:
          '404 membership_not_pending when there is nothing to accept; 409 email_not_proven when the account’s ' +
          'email was never proven (the emailed link joins instead); 403 sso_session_scoped for a session a ' +
          'tenant’s identity provider started.',
        params: pendingMembershipParamsSchema,
        response: { 200: accessTokenResponseSchema, ...signedInProblems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      await refuseBlocked(app, request);
      const { userID, access } = request.user!;
      const { tenantID } = request.params;
      await withTenant(app.db, tenantID, async (tx) => {
        if (!(await acceptPendingMembership(tx, tenantID, userID))) {
          throw new AppError('membership_not_pending', 'There is no membership of this organization to accept.');
        }
        await useTenantInvitations(tx, { userID, tenantID });
        await recordActivity(tx, tenantID, {
          actorUserID: userID,
          action: 'membership.accepted',
          subjectType: 'User',
          subjectID: userID,
          summary: `${access.name} (${access.email}) accepted the membership`,
          address: request.ip,
        });
      });
      app.tenantCache.invalidate(tenantID);
      return { data: { accessToken: await accessTokenFor(app, userID) } };
    },
  );

  app.post(
    '/me/pending-memberships/:tenantID/decline',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Decline the membership a tenant offered: it is removed, and its links stop working',
        params: pendingMembershipParamsSchema,
        response: { 204: z.null(), ...signedInProblems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      await refuseBlocked(app, request);
      const { userID } = request.user!;
      const { tenantID } = request.params;
      await withTenant(app.db, tenantID, async (tx) => {
        if (!(await declinePendingMembership(tx, tenantID, userID))) {
          throw new AppError('membership_not_pending', 'There is no membership of this organization to decline.');
        }
        await withdrawInvitations(tx, { userID, tenantID });
        // The person's name stays theirs: the tenant never learned it, and the trail does not tell it.
        await recordActivity(tx, tenantID, {
          actorUserID: null,
          action: 'membership.declined',
          subjectType: 'User',
          subjectID: userID,
          summary: 'An invited person declined the membership',
          address: request.ip,
        });
      });
      app.tenantCache.invalidate(tenantID);
      return reply.code(204).send(null);
    },
  );
}
