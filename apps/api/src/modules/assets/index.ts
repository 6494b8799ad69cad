/** `GET /api/assets/tree`: the asset tree of the tenant for navigation, whole or a level at a time. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetTreeQuerySchema, assetTreeResponseSchema } from '@freeboard/shared/assets/asset-tree.schemas';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { AppError } from '../../lib/app-error';
import { sendCachedList } from '../../lib/resources/cached-list';
import { nestAssetTree } from './asset-tree';
import { assetTreeReadsFrom, readAssetTreeLevels } from './assets.repo';

export default async function assetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assets/tree',
    {
      preValidation: app.requireTenant('read', 'Site'),
      schema: {
        tags: ['assets'],
        summary:
          'The tenant’s asset tree by code: sites, their infrastructures, facilities and cross-sections; or, with `depth` and a parent, a level at a time',
        querystring: assetTreeQuerySchema,
        response: { 200: assetTreeResponseSchema, ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      // Read far more than the tree changes: answered from the tenant cache like the lists.
      await sendCachedList(app, request, reply, {
        resource: 'asset-tree',
        tables: assetTreeReadsFrom,
        schema: assetTreeResponseSchema,
        load: async ({ tx, tenantID }) => {
          const levels = await readAssetTreeLevels(tx, tenantID, request.query);
          if (!levels) throw new AppError('not_found', `No such ${request.query.parentType} in this tenant.`);
          return { data: nestAssetTree(levels) };
        },
      });
      return reply;
    },
  );
}
