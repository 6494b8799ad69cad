/** Cross-sections: the list, one cross-section, create, change (versioned) and delete (CONTRACT §9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  createCrossSectionInputSchema,
  crossSectionListQuerySchema,
  crossSectionListResponseSchema,
  crossSectionParamsSchema,
  crossSectionSchema,
  updateCrossSectionInputSchema,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import {
  createCrossSection,
  deleteCrossSection,
  getCrossSection,
  listCrossSections,
  updateCrossSection,
} from './cross-sections.service';
import { crossSectionListReadsFrom } from './cross-sections.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };
const writeProblems = { ...problems, 404: problemSchema, 409: problemSchema };

export default async function crossSectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cross-sections',
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['cross-sections'],
        summary: 'Cross-sections of the tenant',
        querystring: crossSectionListQuerySchema,
        response: { 200: crossSectionListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      await sendCachedList(app, request, reply, {
        resource: 'cross-sections',
        tables: crossSectionListReadsFrom,
        schema: crossSectionListResponseSchema,
        load: async (context) => {
          const page = await listCrossSections(context, request.query);
          return { data: page.crossSections, meta: { total: page.total, nextCursor: page.nextCursor } };
        },
      });
      return reply;
    },
  );

  app.get(
    '/cross-sections/:crossSectionID',
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['cross-sections'],
        summary: 'One cross-section',
        params: crossSectionParamsSchema,
        response: { 200: dataEnvelope(crossSectionSchema), ...problems, 404: problemSchema },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => getCrossSection(context, request.params.crossSectionID)),
    }),
  );

  app.post(
    '/cross-sections',
    {
      preValidation: app.requireTenant('create', 'CrossSection'),
      schema: {
        tags: ['cross-sections'],
        summary:
          'Create a cross-section of a facility of the tenant; without a code it gets the next free one (XS-001, …)',
        body: createCrossSectionInputSchema,
        response: { 201: dataEnvelope(crossSectionSchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      const crossSection = await inTenant(app, request, (context) => createCrossSection(context, request.body));
      return reply
        .code(201)
        .header('location', `/api/cross-sections/${crossSection.crossSectionID}`)
        .send({ data: crossSection });
    },
  );

  app.patch(
    '/cross-sections/:crossSectionID',
    {
      preValidation: app.requireTenant('update', 'CrossSection'),
      schema: {
        tags: ['cross-sections'],
        summary: 'Change a cross-section, given the version it was read at (409 when it changed since)',
        params: crossSectionParamsSchema,
        body: updateCrossSectionInputSchema,
        response: { 200: dataEnvelope(crossSectionSchema), ...writeProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) =>
        updateCrossSection(context, request.params.crossSectionID, request.body),
      ),
    }),
  );

  app.delete(
    '/cross-sections/:crossSectionID',
    {
      preValidation: app.requireTenant('delete', 'CrossSection'),
      schema: {
        tags: ['cross-sections'],
        summary: 'Delete a cross-section, with its consequence ratings and stability results',
        params: crossSectionParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeProblems },
      },
    },
    async (request, reply) => {
      await inTenant(app, request, (context) => deleteCrossSection(context, request.params.crossSectionID));
      return reply.code(204).send(null);
    },
  );
}
