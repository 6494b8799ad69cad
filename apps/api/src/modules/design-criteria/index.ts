/**
 * `GET | PUT /api/{sites|infrastructures|facilities|cross-sections}/{id}/criteria`: the design criteria
 * in effect at an element and where each comes from, and the values set at it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AssetType } from '@freeboard/shared/common/assets';
import { problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  criteriaResponseSchema,
  putCriteriaInputSchema,
} from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { Subject } from '@freeboard/shared/auth/abilities';
import { inTenant } from '../../lib/resources/tenant-context';
import { getCriteria, putCriteria } from './design-criteria.service';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 444: problemSchema };

const levels: { assetType: AssetType; collection: string; param: string; subject: Subject }[] = [
  { assetType: 'site', collection: 'sites', param: 'siteID', subject: 'Site' },
  { assetType: 'infrastructure', collection: 'infrastructures', param: 'infrastructureID', subject: 'Infrastructure' },
  { assetType: 'facility', collection: 'facilities', param: 'facilityID', subject: 'Facility' },
  { assetType: 'cross-section', collection: 'cross-sections', param: 'crossSectionID', subject: 'CrossSection' },
];

export default async function designCriteriaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { assetType, collection, param, subject } of levels) {
    const params = z.object({ [param]: z.uuid() });
    const idOf = (request: { params: unknown }) => (request.params as Record<string, string>)[param]!;

    app.get(
      `/${collection}/:${param}/criteria`,
      {
        preValidation: app.requireTenant('read', subject),
        schema: {
          tags: ['assets'],
          summary: `Design criteria in effect at the ${assetType}, each with the level it comes from`,
          params,
          response: { 200: criteriaResponseSchema, ...problems },
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
          response: { 200: criteriaResponseSchema, ...problems, 409: problemSchema },
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
