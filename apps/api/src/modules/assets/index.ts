/** `GET /api/assets/tree`: the whole asset tree of the tenant, for navigation. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assetTreeResponseSchema } from '@freeboard/shared/assets/asset-tree.schemas';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { buildAssetTree } from './asset-tree';
import { assetTreeReadsFrom, readAssetTreeRows } from './assets.repo';

const problems = { 401: problemSchema, 403: problemSchema, 444: problemSchema };

export default async function assetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assets/tree',
    {
      preValidation: app.requireTenant('read', 'Site'),
      schema: {
        tags: ['assets'],
        summary: 'The tenant’s asset tree: sites, their infrastructures, facilities and cross-sections, by code',
        response: { 200: assetTreeResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      // Read far more than the tree changes: answered from the tenant cache like the lists.
      await sendCachedList(app, request, reply, {
        resource: 'asset-tree',
        tables: assetTreeReadsFrom,
        schema: assetTreeResponseSchema,
        load: async ({ tx, tenantID }) => ({ data: buildAssetTree(await readAssetTreeRows(tx, tenantID)) }),
      });
      return reply;
    },
  );
}
