/** Sites: the list, one site, create, change (versioned) and delete (CONTRACT §9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  createSiteInputSchema,
  siteListQuerySchema,
  siteListResponseSchema,
  siteParamsSchema,
  siteSchema,
  updateSiteInputSchema,
} from '@freeboard/shared/sites/sites.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import { createSite, deleteSite, getSite, listSites, updateSite } from './sites.service';
import { siteListReadsFrom } from './sites.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };
const writeProblems = { ...problems, 404: problemSchema, 409: problemSchema };

export default async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sites',
    {
      preValidation: app.requireTenant('read', 'Site'),
      schema: {
        tags: ['sites'],
        summary: 'Sites of the tenant',
        querystring: siteListQuerySchema,
        response: { 200: siteListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      await sendCachedList(app, request, reply, {
        resource: 'sites',
        // Counts, classes and open risks come from the tree below each site and its risks.
        tables: siteListReadsFrom,
        schema: siteListResponseSchema,
        load: async (context) => {
          const page = await listSites(context, request.query);
          return { data: page.sites, meta: { total: page.total, nextCursor: page.nextCursor } };
        },
      });
      return reply;
    },
  );

  app.get(
    '/sites/:siteID',
    {
      preValidation: app.requireTenant('read', 'Site'),
      schema: {
        tags: ['sites'],
        summary: 'One site',
        params: siteParamsSchema,
        response: { 200: dataEnvelope(siteSchema), ...problems, 404: problemSchema },
      },
    },
    async (request) => ({ data: await inTenant(app, request, (context) => getSite(context, request.params.siteID)) }),
  );

  app.post(
    '/sites',
    {
      preValidation: app.requireTenant('create', 'Site'),
      schema: {
        tags: ['sites'],
        summary: 'Create a site; without a code it gets the next free one (S-001, …)',
        body: createSiteInputSchema,
        response: { 201: dataEnvelope(siteSchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      const site = await inTenant(app, request, (context) => createSite(context, request.body));
      return reply.code(201).header('location', `/api/sites/${site.siteID}`).send({ data: site });
    },
  );

  app.patch(
    '/sites/:siteID',
    {
      preValidation: app.requireTenant('update', 'Site'),
      schema: {
        tags: ['sites'],
        summary: 'Change a site, given the version it was read at (409 when it changed since)',
        params: siteParamsSchema,
        body: updateSiteInputSchema,
        response: { 200: dataEnvelope(siteSchema), ...writeProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => updateSite(context, request.params.siteID, request.body)),
    }),
  );

  app.delete(
    '/sites/:siteID',
    {
      preValidation: app.requireTenant('delete', 'Site'),
      schema: {
        tags: ['sites'],
        summary: 'Delete a site that has no infrastructures (409 has_dependents otherwise)',
        params: siteParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeProblems },
      },
    },
    async (request, reply) => {
      await inTenant(app, request, (context) => deleteSite(context, request.params.siteID));
      return reply.code(204).send(null);
    },
  );
}
