/** `GET | POST /api/{sites|facilities}/{id}/assignments`, `DELETE …/assignments/{assignmentID}`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  assignmentListResponseSchema,
  assignmentSchema,
  createAssignmentInputSchema,
} from '@freeboard/shared/assignments/assignments.schemas';
import type { Subject } from '@freeboard/shared/auth/abilities';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import { inTenant } from '../../lib/resources/tenant-context';
import type { AssignableAsset } from './assignments.repo';
import { assign, listAssignments, unassign } from './assignments.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 444: problemSchema };

const levels: { assetType: AssignableAsset; collection: string; param: string; subject: Subject }[] = [
  { assetType: 'site', collection: 'sites', param: 'siteID', subject: 'Site' },
  { assetType: 'facility', collection: 'facilities', param: 'facilityID', subject: 'Facility' },
];

export default async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { assetType, collection, param, subject } of levels) {
    const path = `/${collection}/:${param}/assignments`;
    const params = zm.object({ [param]: zm.uuid() });
    const itemParams = zm.object({ [param]: zm.uuid(), assignmentID: zm.uuid() });
    const idOf = (request: { params: unknown }) => (request.params as Record<string, string>)[param]!;

    app.get(
      path,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags: ['assets'],
          summary: `People responsible for the ${assetType}, in their GISTM roles; current ones first`,
          params,
          response: { 200: assignmentListResponseSchema, ...problems },
        },
      },
      async (request) => {
        const assignments = await inTenant(app, request, (context) =>
          listAssignments(context, assetType, idOf(request)),
        );
        return { data: assignments, meta: { total: assignments.length, nextCursor: null } };
      },
    );

    app.post(
      path,
      {
        preValidation: app.requireTenant('update', subject),
        schema: {
          tags: ['assets'],
          summary: `Give a member of the tenant a GISTM role for the ${assetType}`,
          params,
          body: createAssignmentInputSchema,
          response: { 201: dataEnvelope(assignmentSchema), ...problems },
        },
      },
      async (request, reply) => {
        const assetID = idOf(request);
        const assignment = await inTenant(app, request, (context) => assign(context, assetType, assetID, request.body));
        return reply
          .code(201)
          .header('location', `/api/${collection}/${assetID}/assignments/${assignment.assignmentID}`)
          .send({ data: assignment });
      },
    );

    app.delete(
      `${path}/:assignmentID`,
      {
        preValidation: app.requireTenant('update', subject),
        schema: {
          tags: ['assets'],
          summary: `End a person's responsibility for the ${assetType} by removing it`,
          params: itemParams,
          response: { 204: z.null().describe('Removed'), ...problems },
        },
      },
      async (request, reply) => {
        const { assignmentID } = request.params as { assignmentID: string };
        await inTenant(app, request, (context) => unassign(context, assetType, idOf(request), assignmentID));
        return reply.code(204).send(null);
      },
    );
  }
}
