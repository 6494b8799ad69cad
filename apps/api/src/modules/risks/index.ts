/**
 * Risks with their controls resolved, the whole register on one page, and the control register. The
 * lists are read on every visit and change rarely, so their serialised answers are cached per
 * tenant (lib/tenant-data-cache); the summary shares the risks list's tables.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { riskSummaryQuerySchema, riskSummaryResponseSchema } from '@freeboard/shared/risks/risks.schemas';
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { cacheKeyOf } from '../../lib/resources/cache-key';
import { inTenant } from '../../lib/resources/tenant-context';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { serializeListCheckingSample } from '../../lib/serialize';
import { controlCollection } from './controls.collection';
import { riskCollection } from './risks.collection';
import { summariseRisks } from './risks.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };

async function riskSummaryRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/risks/summary',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'The whole register: each risk with its ratings and control counts, on one page',
        querystring: riskSummaryQuerySchema,
        response: { 200: riskSummaryResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const key = cacheKeyOf('risks/summary', request.query);
      const body = await app.tenantCache.get(tenantID, key, riskCollection.listReadsFrom, async () => {
        const rows = await inTenant(app, request, ({ tx }) => summariseRisks(tx, tenantID, request.query));
        return serializeListCheckingSample(riskSummaryResponseSchema, {
          data: rows,
          meta: { total: rows.length, nextCursor: null },
        });
      });
      return sendCachedAnswer(request, reply, body);
    },
  );
}

export default async function riskRoutes(app: FastifyInstance) {
  await app.register(riskSummaryRoute);
  await app.register(collectionRoutes(riskCollection));
  await app.register(collectionRoutes(controlCollection));
}
