/**
 * `GET | PUT /api/{sites|infrastructures|facilities|cross-sections}/{id}/criteria`: the design criteria
 * in effect at an element and where each comes from, and the values set at it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  criteriaResponseSchema,
  putCriteriaInputSchema,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { assetIDOf, assetRouteLevels } from '../../lib/resources/asset-routes';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { inTenant } from '../../lib/resources/tenant-context';
import { getCriteria, putCriteria } from './design-criteria.service';

export default async function designCriteriaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { assetType, collection, param, subject } of assetRouteLevels) {
    const params = z.object({ [param]: z.uuid() });
    const idOf = assetIDOf(param);

    app.get(
      `/${collection}/:${param}/criteria`,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags: ['assets'],
          summary: `Design criteria in effect at the ${assetType}, each with the level it comes from`,
          params,
          response: { 200: criteriaResponseSchema, ...recordRouteProblems },
        },
      },
      async (request) => {
        const criteria = await inTenant(app, request, (context) => getCriteria(context, assetType, idOf(request)));
        return { data: criteria };
      },
    );

    app.put(
      `/${collection}/:${param}/criteria`,
      {
        preValidation: app.requireTenant('update', subject),
        schema: {
          tags: ['assets'],
          summary: `Set (a number) or clear (null) design criteria at the ${assetType}, with the criteria's version`,
          params,
          body: putCriteriaInputSchema,
          response: { 200: criteriaResponseSchema, ...recordRouteProblems, 409: problemSchema },
        },
      },
      async (request) => {
        const criteria = await inTenant(app, request, (context) =>
          putCriteria(context, assetType, idOf(request), request.body),
        );
        return { data: criteria };
      },
    );
  }
}
