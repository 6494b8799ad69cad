/**
 * Risks with their controls resolved, and the control register. The two lists are read on every
 * visit and change rarely, so their serialised answers are cached per tenant (lib/tenant-data-cache).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  controlListQuerySchema,
  controlListResponseSchema,
  riskListQuerySchema,
  riskListResponseSchema,
  riskParamsSchema,
  riskSchema,
  riskSummaryQuerySchema,
  riskSummaryResponseSchema,
} from '@freeboard/shared/risks/risks.schemas';
import { cacheKeyOf } from '../../lib/resources/cache-key';
import { inTenant } from '../../lib/resources/tenant-context';
import { AppError } from '../../lib/app-error';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { serializeListCheckingSample, serializeWith } from '../../lib/serialize';
import {
  controlListReadsFrom,
  findRisk,
  listControls,
  listRisks,
  riskRegisterReadsFrom,
  summariseRisks,
} from './risks.repo';

/** What a risk page is read from: a change to any of these drops the cached pages. */

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
      const body = await app.tenantCache.get(
        tenantID,
        cacheKeyOf('risks', request.query),
        riskRegisterReadsFrom,
        async () => {
          const page = await inTenant(app, request, ({ tx }) => listRisks(tx, tenantID, request.query));
          return serializeWith(riskListResponseSchema, {
            data: page.risks,
            meta: { total: page.total, nextCursor: page.nextCursor },
          });
        },
      );
      return sendCachedAnswer(request, reply, body);
    },
  );

  app.get(
    '/risks/summary',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'The whole register: each risk with its ratings and control counts, on one page',
        querystring: riskSummaryQuerySchema,
        response: { 200: riskSummaryResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const key = cacheKeyOf('risks/summary', request.query);
      const body = await app.tenantCache.get(tenantID, key, riskRegisterReadsFrom, async () => {
        const rows = await inTenant(app, request, ({ tx }) => summariseRisks(tx, tenantID, request.query));
        return serializeListCheckingSample(riskSummaryResponseSchema, {
          data: rows,
          meta: { total: rows.length, nextCursor: null },
        });
      });
      return sendCachedAnswer(request, reply, body);
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
      const risk = await inTenant(app, request, ({ tx }) => findRisk(tx, tenantID, request.params.riskID));
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
        summary: 'Controls of the tenant',
        querystring: controlListQuerySchema,
        response: { 200: controlListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const body = await app.tenantCache.get(
        tenantID,
        cacheKeyOf('controls', request.query),
        controlListReadsFrom,
        async () => {
          const page = await inTenant(app, request, ({ tx }) => listControls(tx, tenantID, request.query));
          return serializeWith(controlListResponseSchema, {
            data: page.controls,
            meta: { total: page.total, nextCursor: page.nextCursor },
          });
        },
      );
      return sendCachedAnswer(request, reply, body);
    },
  );
}
