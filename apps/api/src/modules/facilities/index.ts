/** Facilities: the list, one facility, create, change (versioned) and delete (CONTRACT §9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  createFacilityInputSchema,
  facilityListQuerySchema,
  facilityListResponseSchema,
  facilityParamsSchema,
  facilitySchema,
  updateFacilityInputSchema,
} from '@freeboard/shared/facilities/facilities.schemas';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import { createFacility, deleteFacility, getFacility, listFacilities, updateFacility } from './facilities.service';
import { facilityListReadsFrom } from './facilities.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };
const writeProblems = { ...problems, 404: problemSchema, 409: problemSchema };

export default async function facilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/facilities',
    {
      preValidation: app.requireTenant('read', 'Facility'),
      schema: {
        tags: ['facilities'],
        summary: 'Facilities of the tenant; siteID gives those of the site’s infrastructures',
        querystring: facilityListQuerySchema,
        response: { 200: facilityListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      await sendCachedList(app, request, reply, {
        resource: 'facilities',
        // Its site, cross-sections, ITRB members and open risks are read from these.
        tables: facilityListReadsFrom,
        schema: facilityListResponseSchema,
        load: async (context) => {
          const page = await listFacilities(context, request.query);
          return { data: page.facilities, meta: { total: page.total, nextCursor: page.nextCursor } };
        },
      });
      return reply;
    },
  );

  app.get(
    '/facilities/:facilityID',
    {
      preValidation: app.requireTenant('read', 'Facility'),
      schema: {
        tags: ['facilities'],
        summary: 'One facility',
        params: facilityParamsSchema,
        response: { 200: dataEnvelope(facilitySchema), ...problems, 404: problemSchema },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => getFacility(context, request.params.facilityID)),
    }),
  );

  app.post(
    '/facilities',
    {
      preValidation: app.requireTenant('create', 'Facility'),
      schema: {
        tags: ['facilities'],
        summary:
          'Create a facility of an infrastructure of the tenant; without a code it gets the next free one (F-001, …)',
        body: createFacilityInputSchema,
        response: { 201: dataEnvelope(facilitySchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      const facility = await inTenant(app, request, (context) => createFacility(context, request.body));
      return reply.code(201).header('location', `/api/facilities/${facility.facilityID}`).send({ data: facility });
    },
  );

  app.patch(
    '/facilities/:facilityID',
    {
      preValidation: app.requireTenant('update', 'Facility'),
      schema: {
        tags: ['facilities'],
        summary: 'Change a facility, given the version it was read at (409 when it changed since)',
        params: facilityParamsSchema,
        body: updateFacilityInputSchema,
        response: { 200: dataEnvelope(facilitySchema), ...writeProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => updateFacility(context, request.params.facilityID, request.body)),
    }),
  );

  app.delete(
    '/facilities/:facilityID',
    {
      preValidation: app.requireTenant('delete', 'Facility'),
      schema: {
        tags: ['facilities'],
        summary: 'Delete a facility that has no cross-sections (409 has_dependents otherwise)',
        params: facilityParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeProblems },
      },
    },
    async (request, reply) => {
      await inTenant(app, request, (context) => deleteFacility(context, request.params.facilityID));
      return reply.code(204).send(null);
    },
  );
}
