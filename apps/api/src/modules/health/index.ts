/** Liveness (`/health`: the process answers) and readiness (`/ready`: so does the database). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { AppError } from '../../lib/app-error';
import { databaseRetryAfterSeconds } from '../../lib/database-errors';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), mode: z.enum(['production', 'development']) }) }),
        },
      },
    },
    async () => ({ data: { status: 'ok' as const, mode: app.config.mode } }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) }),
          503: problemSchema,
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer');
        throw new AppError('database_unavailable', 'The database does not answer.', undefined, {
          'retry-after': String(databaseRetryAfterSeconds),
        });
      }
      return { data: { status: 'ready' as const, database: app.database.kind } };
    },
  );
}
