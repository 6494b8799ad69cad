/**
 * The signed-in user (`/me`, permissions in the active tenant, the profile) and the tenant's members.
 * Not a declared collection: members are platform accounts joined to the tenant by memberships, with no tenant table of their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  changePasswordInputSchema,
  meSchema,
  permissionsSchema,
  profileSchema,
  updateProfileInputSchema,
  type Me,
} from '@freeboard/shared/users/users.schemas';
import {
  memberListQuerySchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberSchema,
  updateMemberInputSchema,
} from '@freeboard/shared/users/members.schemas';
import { addedMemberSchema, addMemberInputSchema } from '@freeboard/shared/users/invitations.schemas';
import { endedSessionsSchema, sessionParamsSchema, sessionSchema } from '@freeboard/shared/users/sessions.schemas';
import { AppError } from '../../lib/app-error';
import { inTenant, inTenantAfter } from '../../lib/resources/tenant-context';
import { endSession, familyOf, liveSessions } from '../auth/sessions.repo';
import { deliverInvitation } from '../invitations/send-invitation';
import { addMember, findOrCreateAccount, reissueMemberInvitation } from './add-member.service';
import pendingMembershipRoutes from './pending-memberships';
import { readRefreshCookie, tenantIDsOf } from '../auth/session';
import { revokeOtherSessions } from '../auth/refresh-tokens';
import { recordActivityInTenants } from '../../lib/activity-trail.repo';
import { listMembers, removeMember, updateMember } from './members.service';
import { changePassword, getProfile, updateProfile } from './profile.service';
import { signedInProblems } from '../../lib/resources/route-problems';

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(pendingMembershipRoutes);

  app.get(
    '/me',
    {
      preValidation: app.optionalTenant,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with memberships',
        response: { 200: dataEnvelope(meSchema), ...signedInProblems },
      },
    },
    async (request) => {
      const { access } = request.user!;
      const activeTenantID = request.tenant?.tenantID ?? access.defaultTenantID;
      const activeTenant = access.tenants.find((tenant) => tenant.tenantID === activeTenantID);
      const me: Me = {
        userID: access.userID,
        email: access.email,
        name: access.name,
        // The spec's rule: a missing job title is taken from the active tenant's membership.
        jobTitle: access.jobTitle ?? activeTenant?.jobTitle ?? null,
        locale: access.locale === 'es' ? 'es' : 'en',
        isPlatformAdmin: access.isPlatformAdmin,
        tenants: access.tenants,
        defaultTenantID: access.defaultTenantID,
      };
      return { data: me };
    },
  );

  app.get(
    '/users/permissions',
    {
      preValidation: app.requireMembership,
      schema: {
        tags: ['users'],
        summary: "The caller's abilities (CASL rules) in the tenant named by x-tenant-id",
        response: { 200: dataEnvelope(permissionsSchema), ...signedInProblems },
      },
    },
    async (request) => ({ data: { abilities: request.tenant!.rules } }),
  );

  app.get(
    '/users',
    {
      preValidation: app.requireTenant('read', 'User'),
      schema: {
        tags: ['users'],
        summary: 'Members of the tenant, with their role and latest sign-in',
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema, ...signedInProblems },
      },
    },
    // Read fresh rather than through the tenant cache (sendCachedList): `users` is a platform table
    // without tenant_id, so a change of name or of `active` cannot be announced per tenant, and
    // `lastSignInAt` moves with every sign-in. One tenant's members are few, read when picking a person.
    async (request) => {
      const page = await inTenant(app, request, (context) => listMembers(context, request.query));
      return { data: page.members, meta: { total: page.total, nextCursor: page.nextCursor } };
    },
  );

  /** Who is being invited, and by whom, for the invitation's email. */
  function invitationPeople(request: FastifyRequest, member: { userID: string; email: string; name: string }) {
    const actor = request.user!.access;
    const tenantID = request.tenant!.tenantID;
    const tenantName = actor.tenants.find((tenant) => tenant.tenantID === tenantID)?.name ?? '';
    return { ...member, tenantID, tenantName, inviterID: actor.userID, inviterName: actor.name };
  }

  app.post(
    '/users',
    {
      preValidation: app.requireTenant('create', 'User'),
      schema: {
        tags: ['users'],
        summary: 'Offer a person a membership of the tenant; they accept it (decision 0037)',
        description:
          'Tenant admins only. An email without an account gets one, without a password. The membership is ' +
          '`pending` until the person accepts, and the answer is the same whether the email had an account or ' +
          'not. The link to `/invitation/{token}` (7 days) is emailed when SMTP is set up; otherwise, or when the ' +
          'mail server fails, `inviteURL` holds it for the admin to pass on. An email already a member (or ' +
          'pending) answers 409 already_member.',
        body: addMemberInputSchema,
        response: { 201: dataEnvelope(addedMemberSchema), ...signedInProblems, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { member, invitation } = await inTenantAfter(
        app,
        request,
        (tx, tenantID) => findOrCreateAccount(tx, tenantID, input),
        (context, account) => addMember(context, input, account, { emailed: app.mailer !== null }),
      );
      const delivered = await deliverInvitation(app, invitation, invitationPeople(request, member));
      return reply.code(201).send({ data: { ...member, ...delivered } });
    },
  );

  app.post(
    '/users/:userID/invitation',
    {
      preValidation: app.requireTenant('update', 'User'),
      schema: {
        tags: ['users'],
        summary: 'Send a person whose membership is pending a new link',
        description:
          'Tenant admins only. The earlier links of this tenant stop working; the new one works for 7 days, and is ' +
          'emailed when SMTP is set up (else shown in `inviteURL`). A person who has joined already, or who may no ' +
          'longer enter the tenant, answers 409 invitation_not_pending.',
        params: memberParamsSchema,
        response: { 201: dataEnvelope(addedMemberSchema), ...signedInProblems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { userID } = request.params;
      const { member, invitation } = await inTenant(app, request, (context) =>
        reissueMemberInvitation(context, userID, { emailed: app.mailer !== null }),
      );
      const delivered = await deliverInvitation(app, invitation, invitationPeople(request, member));
      return reply.code(201).send({ data: { ...member, ...delivered } });
    },
  );

  app.patch(
    '/users/:userID',
    {
      preValidation: app.requireTenant('update', 'User'),
      schema: {
        tags: ['users'],
        summary: "Change a member's role, admin flag, job title or whether they may enter the tenant",
        description:
          'Tenant admins only. Deactivating ends the person’s access to this tenant at once; their sessions go on for their other tenants. ' +
          'A change that would leave the tenant without an active admin is refused (409 last_tenant_admin).',
        params: memberParamsSchema,
        body: updateMemberInputSchema,
        response: { 200: dataEnvelope(memberSchema), ...signedInProblems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      const { userID } = request.params;
      const { member } = await inTenant(app, request, (context) => updateMember(context, userID, request.body));
      // Deactivation ends this tenant's access only (decision 0029): the next request to it is
      // refused because the access directory no longer lists it, and the next refresh issues a token
      // without it; the person's sessions go on for their other tenants.
      app.access.forget(userID);
      return { data: member };
    },
  );

  app.delete(
    '/users/:userID',
    {
      preValidation: app.requireTenant('delete', 'User'),
      schema: {
        tags: ['users'],
        summary: 'Remove a member from the tenant (the account stays)',
        description: 'Tenant admins only. The tenant’s only active admin cannot be removed (409 last_tenant_admin).',
        params: memberParamsSchema,
        response: { 204: z.null(), ...signedInProblems, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const { userID } = request.params;
      await inTenant(app, request, (context) => removeMember(context, userID));
      app.access.forget(userID);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/profile',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile",
        response: { 200: dataEnvelope(profileSchema), ...signedInProblems, 404: problemSchema },
      },
    },
    async (request) => ({ data: await getProfile({ db: app.db, userID: request.user!.userID }) }),
  );

  app.patch(
    '/users/profile',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change name, job title, language or the daily notification digest',
        body: updateProfileInputSchema,
        response: { 200: dataEnvelope(profileSchema), ...signedInProblems, 404: problemSchema },
      },
    },
    async (request) => {
      const userID = request.user!.userID;
      const profile = await updateProfile({
        db: app.db,
        userID,
        input: request.body,
        trail: { tenantIDs: await tenantIDsOf(app, userID), address: request.ip },
      });
      app.access.forget(userID);
      return { data: profile };
    },
  );

  app.post(
    '/users/profile/password',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Change the password, given the current one',
        body: changePasswordInputSchema,
        response: { 204: z.null(), ...signedInProblems, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const userID = request.user!.userID;
      await changePassword({
        db: app.db,
        userID,
        input: request.body,
        refreshToken: readRefreshCookie(request),
        trail: { tenantIDs: await tenantIDsOf(app, userID), address: request.ip },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/profile/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The caller's sessions: each sign-in that can still refresh, newest use first",
        response: { 200: dataEnvelope(z.array(sessionSchema)), ...signedInProblems },
      },
    },
    async (request) => {
      const userID = request.user!.userID;
      const current = await familyOf(app.db, userID, readRefreshCookie(request));
      return { data: await liveSessions(app.db, userID, current) };
    },
  );

  app.delete(
    '/users/profile/sessions/:sessionID',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'End one of the caller’s sessions (that browser is signed out at its next refresh)',
        params: sessionParamsSchema,
        response: { 204: z.null(), ...signedInProblems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const userID = request.user!.userID;
      if (!(await endSession(app.db, userID, request.params.sessionID))) {
        throw new AppError('session_not_found', 'You have no session with this ID.');
      }
      await recordActivityInTenants(app.db, await tenantIDsOf(app, userID), {
        actorUserID: userID,
        action: 'auth.session_ended',
        subjectType: 'User',
        subjectID: userID,
        summary: `${request.user!.access.name} ended one of their sessions`,
        address: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/profile/sessions/end-others',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Sign out everywhere else: end every session of the caller but this one',
        response: { 200: dataEnvelope(endedSessionsSchema), ...signedInProblems },
      },
    },
    async (request) => {
      const userID = request.user!.userID;
      const ended = await revokeOtherSessions(app.db, userID, readRefreshCookie(request));
      await recordActivityInTenants(app.db, await tenantIDsOf(app, userID), {
        actorUserID: userID,
        action: 'auth.sessions_ended',
        subjectType: 'User',
        subjectID: userID,
        summary: `${request.user!.access.name} signed out everywhere else (${ended} sessions)`,
        address: request.ip,
      });
      return { data: { ended } };
    },
  );
}
