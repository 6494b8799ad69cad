/**
 * Risks with their controls resolved, and the control register. The two lists are read on every
 * visit and change rarely, so their serialised answers are cached per tenant (lib/tenant-data-cache).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  controlListResponseSchema,
  riskListQuerySchema,
  riskListResponseSchema,
  riskParamsSchema,
  riskSchema,
} from '@freeboard/shared/risks/risks.schemas';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { sendSerialized, serializeWith } from '../../lib/serialize';
import { findRisk, listControls, listRisks } from './risks.repo';

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };

export default async function riskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/risks',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'Risks of the tenant, each with its controls resolved, ordered by code',
        querystring: riskListQuerySchema,
        response: { 200: riskListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const { limit, cursor } = request.query;
      const body = await app.tenantCache.get(tenantID, `risks?limit=${limit}&cursor=${cursor ?? ''}`, async () => {
        const page = await withTenant(app.db, tenantID, (tx) => listRisks(tx, tenantID, request.query));
        return serializeWith(riskListResponseSchema, {
          data: page.risks,
          meta: { total: page.total, nextCursor: page.nextCursor },
        });
      });
      return sendSerialized(reply, body);
    },
  );

  app.get(
    '/risks/:riskID',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'One risk with its controls',
        params: riskParamsSchema,
        response: { 200: dataEnvelope(riskSchema), ...problems, 404: problemSchema },
      },
    },
    async (request) => {
      const { tenantID } = request.tenant!;
      const risk = await withTenant(app.db, tenantID, (tx) => findRisk(tx, tenantID, request.params.riskID));
      if (!risk) throw new AppError('risk_not_found', 'No such risk in this tenant.');
      return { data: risk };
    },
  );

  app.get(
    '/controls',
    {
      preValidation: app.requireTenant('read', 'Control'),
      schema: {
        tags: ['risks'],
        summary: 'Controls of the tenant, ordered by code',
        response: { 200: controlListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const body = await app.tenantCache.get(tenantID, 'controls', async () => {
        const list = await withTenant(app.db, tenantID, (tx) => listControls(tx, tenantID));
        return serializeWith(controlListResponseSchema, { data: list, meta: { total: list.length, nextCursor: null } });
      });
      return sendSerialized(reply, body);
    },
  );
}
