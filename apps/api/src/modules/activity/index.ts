/**
 * The audit trail, read-only: `GET /api/activity` and its CSV, `GET /api/activity/export` (CONTRACT §9
 * Administration; `read Activity`). No route changes or deletes an entry, and the application's
 * database role cannot either (it holds SELECT and INSERT only).
 * Not a declared collection: the trail is appended to by every write and never changed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityExportQuerySchema,
  activityListQuerySchema,
  activityListResponseSchema,
} from '@freeboard/shared/activity/activity.schemas';
import { csvContentType, writeCsvFile } from '../../lib/exports/csv-file';
import { sendExport } from '../../lib/exports/send-export';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import { todayIso } from '../../lib/resources/today';
import { activityCells, activityHeaders } from './activity-columns';
import { activityBatches, activityReadsFrom, listActivity } from './activity.repo';
import { signedInProblems } from '../../lib/resources/route-problems';

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
        response: { 200: activityListResponseSchema, ...signedInProblems },
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

  app.get(
    '/activity/export',
    {
      preValidation: app.requireTenant('read', 'Activity'),
      schema: {
        tags: ['activity'],
        summary: 'The filtered audit trail as CSV, newest first',
        description:
          'The list’s filters and search; `lang` heads the columns in English or Spanish. Text a spreadsheet ' +
          'could take for a formula is written behind an apostrophe.',
        querystring: activityExportQuerySchema,
        response: { 200: z.any().describe('The CSV file'), ...signedInProblems },
      },
    },
    async (request, reply) => {
      const { format, lang, ...filters } = request.query;
      const file = { name: `activity-${todayIso()}.${format}`, contentType: csvContentType };
      return sendExport(reply, file, (filePath) =>
        inTenant(app, request, ({ tx, tenantID }) =>
          writeCsvFile(filePath, activityHeaders(lang), activityCells(activityBatches(tx, tenantID, filters), lang)),
        ),
      );
    },
  );
}
