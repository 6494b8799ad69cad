/** `GET | POST /api/cross-sections/{id}/stability-results`, `GET | DELETE …/{resultID}`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  createStabilityResultInputSchema,
  crossSectionResultsParamsSchema,
  stabilityResultListResponseSchema,
  stabilityResultParamsSchema,
  stabilityResultSchema,
} from '@freeboard/shared/stability-results/stability-results.schemas';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { inTenant } from '../../lib/resources/tenant-context';
import {
  addStabilityResult,
  getStabilityResult,
  listStabilityResults,
  removeStabilityResult,
} from './stability-results.service';

const collection = '/cross-sections/:crossSectionID/stability-results';

export default async function stabilityResultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    collection,
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'Stability results of the cross-section, newest analysis first, each judged against its minimum',
        params: crossSectionResultsParamsSchema,
        response: { 200: stabilityResultListResponseSchema, ...recordRouteProblems },
      },
    },
    async (request) => {
      const results = await inTenant(app, request, (context) =>
        listStabilityResults(context, request.params.crossSectionID),
      );
      return { data: results, meta: { total: results.length, nextCursor: null } };
    },
  );

  app.get(
    `${collection}/:resultID`,
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'One stability result of the cross-section',
        params: stabilityResultParamsSchema,
        response: { 200: dataEnvelope(stabilityResultSchema), ...recordRouteProblems },
      },
    },
    async (request) => {
      const { crossSectionID, resultID } = request.params;
      const result = await inTenant(app, request, (context) => getStabilityResult(context, crossSectionID, resultID));
      return { data: result };
    },
  );

  app.post(
    collection,
    {
      preValidation: app.requireTenant('update', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'Add a stability result to the cross-section',
        params: crossSectionResultsParamsSchema,
        body: createStabilityResultInputSchema,
        response: { 201: dataEnvelope(stabilityResultSchema), ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      const { crossSectionID } = request.params;
      const result = await inTenant(app, request, (context) =>
        addStabilityResult(context, crossSectionID, request.body),
      );
      return reply
        .code(201)
        .header('location', `/api/cross-sections/${crossSectionID}/stability-results/${result.resultID}`)
        .send({ data: result });
    },
  );

  app.delete(
    `${collection}/:resultID`,
    {
      // Evidence: a failed factor of safety must not vanish at an engineer's click (CONTRACT §6: managers delete).
      preValidation: app.requireTenant('delete', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'Remove a stability result from the cross-section',
        params: stabilityResultParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      const { crossSectionID, resultID } = request.params;
      await inTenant(app, request, (context) => removeStabilityResult(context, crossSectionID, resultID));
      return reply.code(204).send(null);
    },
  );
}
