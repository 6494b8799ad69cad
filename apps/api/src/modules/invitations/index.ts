/**
 * The invitation page's calls (CONTRACT §9 "Administration"): read an invitation, and use it.
 * Not a declared collection: an invitation is a one-time token, found by its hash, never listed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema } from '@freeboard/shared/auth/auth.schemas';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  acceptInvitationInputSchema,
  invitationParamsSchema,
  invitationSchema,
} from '@freeboard/shared/users/invitations.schemas';
import { recordActivityInTenants } from '../../lib/activity-trail.repo';
import { revokeOtherSessions } from '../auth/refresh-tokens';
import { startSession } from '../auth/session';
import { acceptInvitation, readInvitation } from './accept-invitation.service';

const problems = { 400: problemSchema, 404: problemSchema, 409: problemSchema, 410: problemSchema, 429: problemSchema };

export default async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/auth/invitations/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Who an invitation is for, before they choose a password',
        description:
          '404 invitation_invalid for an unknown token; 410 invitation_expired or invitation_used. `action` says ' +
          'whether the link lets the person choose a password, or they sign in and accept in the app.',
        params: invitationParamsSchema,
        response: { 200: dataEnvelope(invitationSchema), ...problems },
      },
    },
    async (request) => ({ data: await readInvitation(app.db, request.params.token) }),
  );

  app.post(
    '/auth/invitations/:token',
    {
      // Each try hashes a password (argon2id): few per address.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Choose a first password with an invitation, and sign in',
        description:
          'The password needs 12 characters and must be hard to guess (zxcvbn score 3 of 4), else 400 with ' +
          '`errors.password`. The link then no longer works, and the person has joined the tenant. A link that only ' +
          'leads to signing in answers 409 invitation_needs_sign_in.',
        params: invitationParamsSchema,
        body: acceptInvitationInputSchema,
        response: { 200: accessTokenResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const invitation = await acceptInvitation(app.db, request.params.token, request.body.password);
      // A password someone else chose for this address gave way to the address's owner: whoever
      // signed in with it is signed out everywhere (decision 0037).
      if (invitation.replacedPassword) await revokeOtherSessions(app.db, invitation.userID, null);
      app.access.forget(invitation.userID);
      const accessToken = await startSession(app, request, reply, invitation.userID);
      await recordActivityInTenants(app.db, [invitation.tenantID], {
        actorUserID: invitation.userID,
        action: 'auth.invitation_accepted',
        subjectType: 'User',
        subjectID: invitation.userID,
        summary: `${invitation.name} accepted the invitation and chose a password`,
        address: request.ip,
      });
      return { data: { accessToken } };
    },
  );
}
