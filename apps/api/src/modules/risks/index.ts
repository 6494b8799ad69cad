/**
 * The risk register's routes: the risks and controls collections, the whole register on one page
 * and its heat map beside the list, a control's verifications, and the tenant's risk matrix. The
 * register answers are read far more than they change, so they are cached per tenant like the
 * lists (lib/tenant-data-cache).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  controlParamsSchema,
  createVerificationInputSchema,
  verificationListResponseSchema,
  verificationSchema,
} from '@freeboard/shared/risks/controls.schemas';
import {
  riskMatrixInputSchema,
  riskMatrixPreviewInputSchema,
  riskMatrixPreviewSchema,
  riskMatrixSchema,
} from '@freeboard/shared/risks/risk-matrix';
import {
  riskHeatMapSchema,
  riskSummaryPageQuerySchema,
  riskSummaryQuerySchema,
  riskSummaryResponseSchema,
} from '@freeboard/shared/risks/risks.schemas';
import { sendCachedAnswer } from '../../lib/cached-answer';
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { cacheKeyOf } from '../../lib/resources/cache-key';
import { inTenant } from '../../lib/resources/tenant-context';
import { serializeListCheckingSample, serializeWith } from '../../lib/serialize';
import { controlCollection } from './controls.collection';
import { previewRiskMatrix, readRiskMatrix, saveRiskMatrix } from './risk-matrix.repo';
import registerFileRoutes from './register-file/index';
import { riskCollection } from './risks.collection';
import { riskHeatMap, summariseRisks } from './risks.repo';
import { listVerifications, recordVerification } from './verifications.repo';
import { signedInProblems } from '../../lib/resources/route-problems';

const writeProblems = { ...signedInProblems, 404: problemSchema, 409: problemSchema };

async function registerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/risks/summary',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary:
          'The register, a page at a time: each risk with its ratings, asset, owner and control counts, in the list’s order',
        querystring: riskSummaryPageQuerySchema,
        response: { 200: riskSummaryResponseSchema, ...signedInProblems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const key = cacheKeyOf('risks/summary', request.query);
      const body = await app.tenantCache.get(tenantID, key, riskCollection.listReadsFrom, async () => {
        const page = await inTenant(app, request, ({ tx }) => summariseRisks(tx, tenantID, request.query));
        return serializeListCheckingSample(riskSummaryResponseSchema, { data: page.rows, meta: page.meta });
      });
      return sendCachedAnswer(request, reply, body);
    },
  );

  app.get(
    '/risks/heat-map',
    {
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['risks'],
        summary: 'How many of the filtered risks sit in each cell of likelihood × consequence, inherent and residual',
        querystring: riskSummaryQuerySchema,
        response: { 200: riskHeatMapSchema, ...signedInProblems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const { sort: _sort, ...query } = request.query;
      const key = cacheKeyOf('risks/heat-map', query);
      const body = await app.tenantCache.get(tenantID, key, riskCollection.listReadsFrom, async () =>
        serializeWith(riskHeatMapSchema, {
          data: await inTenant(app, request, ({ tx }) => riskHeatMap(tx, tenantID, query)),
        }),
      );
      return sendCachedAnswer(request, reply, body);
    },
  );

  app.get(
    '/controls/:controlID/verifications',
    {
      preValidation: app.requireTenant('read', 'Control'),
      schema: {
        tags: ['controls'],
        summary: "The control's verifications, newest first",
        params: controlParamsSchema,
        response: { 200: verificationListResponseSchema, ...signedInProblems, 404: problemSchema },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => listVerifications(context, request.params.controlID)),
    }),
  );

  app.post(
    '/controls/:controlID/verifications',
    {
      preValidation: app.requireTenant('update', 'Control'),
      schema: {
        tags: ['controls'],
        summary: 'Record that the control was checked: date, result, note and evidence documents',
        params: controlParamsSchema,
        body: createVerificationInputSchema,
        response: { 201: dataEnvelope(verificationSchema), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { controlID } = request.params;
      const verification = await inTenant(app, request, (context) =>
        recordVerification(context, controlID, request.body),
      );
      return reply
        .code(201)
        .header('location', `/api/controls/${controlID}/verifications/${verification.verificationID}`)
        .send({ data: verification });
    },
  );

  app.get(
    '/settings/risk-matrix',
    {
      // Every member rates risks by it, so every member reads it (CONTRACT §9).
      preValidation: app.requireTenant('read', 'Risk'),
      schema: {
        tags: ['settings'],
        summary: "The tenant's risk matrix: level names and the rating of each likelihood × consequence",
        response: { 200: dataEnvelope(riskMatrixSchema), ...signedInProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, ({ tx, tenantID }) => readRiskMatrix(tx, tenantID)),
    }),
  );

  app.put(
    '/settings/risk-matrix',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: 'Change the risk matrix at the version it was read at; every risk whose rating changes is re-rated',
        body: riskMatrixInputSchema,
        response: { 200: dataEnvelope(riskMatrixSchema), ...writeProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, (context) => saveRiskMatrix(context, request.body)),
    }),
  );

  app.post(
    '/settings/risk-matrix/preview',
    {
      preValidation: app.requireTenant('manage', 'Settings'),
      schema: {
        tags: ['settings'],
        summary: 'How many risks, and which, a matrix with these cells would re-rate; changes nothing',
        body: riskMatrixPreviewInputSchema,
        response: { 200: riskMatrixPreviewSchema, ...signedInProblems },
      },
    },
    async (request) => ({
      data: await inTenant(app, request, ({ tx, tenantID }) => previewRiskMatrix(tx, tenantID, request.body.cells)),
    }),
  );
}

export default async function riskRoutes(app: FastifyInstance) {
  await app.register(registerRoutes);
  await app.register(registerFileRoutes);
  await app.register(collectionRoutes(riskCollection));
  await app.register(collectionRoutes(controlCollection));
}
