/** `GET | POST /api/cross-sections/{id}/consequence-ratings`: a cross-section's rating history, and re-rating. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  consequenceRatingListResponseSchema,
  consequenceRatingSchema,
  createConsequenceRatingInputSchema,
  crossSectionRatingsParamsSchema,
  ratingParamsSchema,
} from '@freeboard/shared/consequence-ratings/consequence-ratings.schemas';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { inTenant } from '../../lib/resources/tenant-context';
import { getConsequenceRating, listConsequenceRatings, rateCrossSection } from './consequence-ratings.service';

export default async function consequenceRatingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cross-sections/:crossSectionID/consequence-ratings',
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'Every consequence rating of the cross-section, newest (the current one) first',
        params: crossSectionRatingsParamsSchema,
        response: { 200: consequenceRatingListResponseSchema, ...recordRouteProblems },
      },
    },
    async (request) => {
      const ratings = await inTenant(app, request, (context) =>
        listConsequenceRatings(context, request.params.crossSectionID),
      );
      return { data: ratings, meta: { total: ratings.length, nextCursor: null } };
    },
  );

  app.get(
    '/cross-sections/:crossSectionID/consequence-ratings/:ratingID',
    {
      preValidation: app.requireTenant('read', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'One consequence rating of the cross-section',
        params: ratingParamsSchema,
        response: { 200: dataEnvelope(consequenceRatingSchema), ...recordRouteProblems },
      },
    },
    async (request) => {
      const { crossSectionID, ratingID } = request.params;
      const rating = await inTenant(app, request, (context) => getConsequenceRating(context, crossSectionID, ratingID));
      return { data: rating };
    },
  );

  app.post(
    '/cross-sections/:crossSectionID/consequence-ratings',
    {
      preValidation: app.requireTenant('update', 'CrossSection'),
      schema: {
        tags: ['assets'],
        summary: 'Rate the cross-section: a new rating, whose overall class is its highest category',
        params: crossSectionRatingsParamsSchema,
        body: createConsequenceRatingInputSchema,
        response: { 201: dataEnvelope(consequenceRatingSchema), ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      const { crossSectionID } = request.params;
      const rating = await inTenant(app, request, (context) => rateCrossSection(context, crossSectionID, request.body));
      return reply
        .code(201)
        .header('location', `/api/cross-sections/${crossSectionID}/consequence-ratings/${rating.ratingID}`)
        .send({ data: rating });
    },
  );
}
