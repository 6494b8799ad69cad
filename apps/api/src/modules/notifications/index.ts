/**
 * The caller's notifications in the active tenant: the bell's list and count, marked read one by one or all at once.
 * Not a declared collection: each person reads only their own, and the system writes them.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationsReadSchema,
} from '@freeboard/shared/notifications/notifications.schemas';
import { AppError } from '../../lib/app-error';
import { inTenant } from '../../lib/resources/tenant-context';
import { signedInProblems } from '../../lib/resources/route-problems';
import { sendCachedList } from '../../lib/resources/cached-list';

import { countUnread, listNotifications, markAllRead, markRead, notificationsReadFrom } from './notifications.repo';

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      preValidation: app.requireTenant('read', 'Notification'),
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications in this tenant, newest first, with the unread count",
        description:
          'Kinds: asset_assigned (a site or facility), action_assigned, action_due_soon (7 days ahead), ' +
          'action_overdue, control_verification_overdue, dam_safety_review_due (90 days ahead). ' +
          '`unread=true` lists only the unread; `meta.unreadCount` counts them whatever the page.',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...signedInProblems },
      },
    },
    async (request, reply) => {
      const userID = request.user!.userID;
      void reply.header('cache-control', 'no-store');
      // Asked every minute by every open app: answered from the tenant cache, per person, until a
      // notification of the tenant is made or read.
      await sendCachedList(app, request, reply, {
        resource: `notifications:${userID}`,
        tables: notificationsReadFrom,
        schema: notificationListResponseSchema,
        load: async ({ tx, tenantID }) => {
          const page = await listNotifications(tx, tenantID, userID, request.query);
          const unreadCount = await countUnread(tx, tenantID, userID);
          return { data: page.data, meta: { unreadCount, nextCursor: page.nextCursor } };
        },
      });
      return reply;
    },
  );

  app.post(
    '/notifications/:notificationID/read',
    {
      preValidation: app.requireTenant('update', 'Notification'),
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read (again is harmless)',
        params: notificationParamsSchema,
        response: { 200: dataEnvelope(notificationsReadSchema), ...signedInProblems, 404: problemSchema },
      },
    },
    async (request) => {
      const userID = request.user!.userID;
      const unreadCount = await inTenant(app, request, async ({ tx, tenantID }) => {
        if (!(await markRead(tx, tenantID, userID, request.params.notificationID))) {
          throw new AppError('notification_not_found', 'No such notification of yours in this tenant.');
        }
        return countUnread(tx, tenantID, userID);
      });
      return { data: { unreadCount } };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      preValidation: app.requireTenant('update', 'Notification'),
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the caller in this tenant read',
        response: { 200: dataEnvelope(notificationsReadSchema), ...signedInProblems },
      },
    },
    async (request) => {
      const userID = request.user!.userID;
      await inTenant(app, request, ({ tx, tenantID }) => markAllRead(tx, tenantID, userID));
      return { data: { unreadCount: 0 } };
    },
  );
}
