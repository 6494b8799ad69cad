/** The audit trail, read-only: `GET /api/activity` (CONTRACT §9 Administration; `read Activity`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListQuerySchema, activityListResponseSchema } from '@freeboard/shared/activity/activity.schemas';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { activityReadsFrom, listActivity } from './activity.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };

export default async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/activity',
    {
      preValidation: app.requireTenant('read', 'Activity'),
      schema: {
        tags: ['activity'],
        summary: 'The tenant’s audit trail, newest first, by actor, subject, action and time',
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      await sendCachedList(app, request, reply, {
        resource: 'activity',
        tables: activityReadsFrom,
        schema: activityListResponseSchema,
        load: async ({ tx, tenantID }) => {
          const { entries, total, totalIsLowerBound, nextCursor } = await listActivity(tx, tenantID, request.query);
          return { data: entries, meta: { total, nextCursor, totalIsLowerBound } };
        },
      });
      return reply;
    },
  );
}
