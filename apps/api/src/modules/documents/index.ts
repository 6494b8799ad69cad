/** Documents: the spec's list by section or asset, mentions, one document, and its file. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  documentListQuerySchema,
  documentListResponseSchema,
  documentParamsSchema,
  documentSchema,
  mentionsQuerySchema,
  mentionsResponseSchema,
} from '@freeboard/shared/documents/documents.schemas';
import { cacheKeyOf } from '../../lib/resources/cache-key';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import { AppError } from '../../lib/app-error';
import { createFileStorage } from '../../lib/storage';
import { documentFilterChoices, findDocument, listDocuments, listMentions } from './documents.repo';

type DocumentFilters = Awaited<ReturnType<typeof documentFilterChoices>>;

const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 444: problemSchema };

/** `filename*` (RFC 6266/5987) for any name, with a plain ASCII fallback. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = createFileStorage(app.config.storageDir);

  app.get(
    '/documents/new',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Documents of a section (all, social, corporate, unassigned) or of one asset, newest first',
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      // The choices depend on the section or asset only, and change only with the documents. Read
      // first, in a transaction of their own, never inside the page's.
      const { nonAssetCategory, assetType, assetId } = request.query;
      const choices = await app.tenantCache.get(
        tenantID,
        cacheKeyOf('document-filters', { nonAssetCategory, assetType, assetId }),
        ['documents'],
        async () =>
          JSON.stringify(await inTenant(app, request, ({ tx }) => documentFilterChoices(tx, tenantID, request.query))),
      );
      await sendCachedList(app, request, reply, {
        resource: 'documents',
        // The page names each document's asset and uploader.
        tables: ['documents', 'sites', 'infrastructures', 'facilities', 'cross_sections'],
        schema: documentListResponseSchema,
        load: async ({ tx }) => {
          const page = await listDocuments(tx, tenantID, request.query);
          return {
            data: {
              documents: page.documents,
              filters: JSON.parse(choices.json) as DocumentFilters,
              nextCursor: page.nextCursor,
            },
          };
        },
      });
      return reply;
    },
  );

  app.get(
    '/documents/new/mentions',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Documents kept elsewhere that mention an asset',
        querystring: mentionsQuerySchema,
        response: { 200: mentionsResponseSchema, ...problems },
      },
    },
    async (request) => {
      const { tenantID } = request.tenant!;
      const { assetType, assetId } = request.query;
      const resDocs = await inTenant(app, request, ({ tx }) => listMentions(tx, tenantID, assetType, assetId));
      return { data: { resDocs } };
    },
  );

  app.get(
    '/documents/:documentID',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'One document',
        params: documentParamsSchema,
        response: { 200: dataEnvelope(documentSchema), ...problems },
      },
    },
    async (request) => {
      const { tenantID } = request.tenant!;
      const found = await inTenant(app, request, ({ tx }) => findDocument(tx, tenantID, request.params.documentID));
      if (!found) throw new AppError('document_not_found', 'No such document in this tenant.');
      return { data: found.document };
    },
  );

  app.get(
    '/documents/:documentID/file',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: "Download the document's file",
        params: documentParamsSchema,
        response: { 200: z.any().describe('The file'), ...problems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      const found = await inTenant(app, request, ({ tx }) => findDocument(tx, tenantID, request.params.documentID));
      if (!found) throw new AppError('document_not_found', 'No such document in this tenant.');
      const file = await storage.read(found.storageKey);
      if (!file) {
        request.log.error({ documentID: found.document.documentID }, 'document file missing from storage');
        throw new AppError('file_not_found', 'The file of this document is missing.');
      }
      return reply
        .header('content-type', found.document.mimeType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition(found.document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
