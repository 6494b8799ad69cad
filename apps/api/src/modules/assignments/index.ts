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
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { assetIDOf, assetRouteLevels, type AssetRouteLevel } from '../../lib/resources/asset-routes';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { inTenant } from '../../lib/resources/tenant-context';
import type { AssignableAsset } from './assignments.repo';
import { assign, listAssignments, unassign } from './assignments.service';

// Responsibilities are held for sites and facilities only.
const levels = assetRouteLevels.filter(
  (level): level is AssetRouteLevel<AssignableAsset> => level.assetType === 'site' || level.assetType === 'facility',
);

export default async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { assetType, collection, param, subject } of levels) {
    const path = `/${collection}/:${param}/assignments`;
    const params = zm.object({ [param]: zm.uuid() });
    const itemParams = zm.object({ [param]: zm.uuid(), assignmentID: zm.uuid() });
    const idOf = assetIDOf(param);

    app.get(
      path,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags: ['assets'],
          summary: `People responsible for the ${assetType}, in their GISTM roles; current ones first`,
          params,
          response: { 200: assignmentListResponseSchema, ...recordRouteProblems },
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
          response: { 201: dataEnvelope(assignmentSchema), ...recordRouteProblems },
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
        // A responsibility on record is ended by those who may delete on the asset (CONTRACT §6: managers).
        preValidation: app.requireTenant('delete', subject),
        schema: {
          tags: ['assets'],
          summary: `End a person's responsibility for the ${assetType} by removing it`,
          params: itemParams,
          response: { 204: z.null().describe('Removed'), ...recordRouteProblems },
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
