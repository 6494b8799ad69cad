/** Infrastructures: the list, one infrastructure, create, change (versioned) and delete (CONTRACT §9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  createInfrastructureInputSchema,
  infrastructureListQuerySchema,
  infrastructureListResponseSchema,
  infrastructureParamsSchema,
  infrastructureSchema,
  updateInfrastructureInputSchema,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import {
  createInfrastructure,
  deleteInfrastructure,
  getInfrastructure,
  listInfrastructures,
  updateInfrastructure,
} from './infrastructures.service';
import { infrastructureListReadsFrom } from './infrastructures.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };
const writeProblems = { ...problems, 404: problemSchema, 409: problemSchema };

export default async function infrastructureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/infrastructures',
    {
      preValidation: app.requireTenant('read', 'Infrastructure'),
      schema: {
        tags: ['infrastructures'],
        summary: 'Infrastructures of the tenant',
        querystring: infrastructureListQuerySchema,
        response: { 200: infrastructureListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      await sendCachedList(app, request, reply, {
        resource: 'infrastructures',
        // Facility counts and classes come from its facilities.
        tables: infrastructureListReadsFrom,
        schema: infrastructureListResponseSchema,
        load: async (context) => {
          const page = await listInfrastructures(context, request.query);
          return { data: page.infrastructures, meta: { total: page.total, nextCursor: page.nextCursor } };
        },
      });
      return reply;
    },
  );

  app.get(
    '/infrastructures/:infrastructureID',
    {
      preValidation: app.requireTenant('read', 'Infrastructure'),
      schema: {
        tags: ['infrastructures'],
        summary: 'One infrastructure',
        params: infrastructureParamsSchema,
        response: { 200: dataEnvelope(infrastructureSchema), ...problems, 404: problemSchema },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => getInfrastructure(context, request.params.infrastructureID)),
    }),
  );

  app.post(
    '/infrastructures',
    {
      preValidation: app.requireTenant('create', 'Infrastructure'),
      schema: {
        tags: ['infrastructures'],
        summary:
          'Create an infrastructure on a site of the tenant; without a code it gets the next free one (I-001, …)',
        body: createInfrastructureInputSchema,
        response: { 201: dataEnvelope(infrastructureSchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      const infrastructure = await inTenant(app, request, (context) => createInfrastructure(context, request.body));
      return reply
        .code(201)
        .header('location', `/api/infrastructures/${infrastructure.infrastructureID}`)
        .send({ data: infrastructure });
    },
  );

  app.patch(
    '/infrastructures/:infrastructureID',
    {
      preValidation: app.requireTenant('update', 'Infrastructure'),
      schema: {
        tags: ['infrastructures'],
        summary:
          'Change an infrastructure (or move it to another site), given the version it was read at (409 when it changed since)',
        params: infrastructureParamsSchema,
        body: updateInfrastructureInputSchema,
        response: { 200: dataEnvelope(infrastructureSchema), ...writeProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) =>
        updateInfrastructure(context, request.params.infrastructureID, request.body),
      ),
    }),
  );

  app.delete(
    '/infrastructures/:infrastructureID',
    {
      preValidation: app.requireTenant('delete', 'Infrastructure'),
      schema: {
        tags: ['infrastructures'],
        summary: 'Delete an infrastructure that has no facilities (409 has_dependents otherwise)',
        params: infrastructureParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeProblems },
      },
    },
    async (request, reply) => {
      await inTenant(app, request, (context) => deleteInfrastructure(context, request.params.infrastructureID));
      return reply.code(204).send(null);
    },
  );
}
