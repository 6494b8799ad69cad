/**
 * Documents: the spec's list by section or asset and mentions; upload, versions, metadata, delete,
 * download and full-text search.
 * Not a declared collection: a document is files and versions in storage with extracted text, not one row written field by field.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, problemSchema } from '@freeboard/shared/common/common.schemas';
import {
  documentDetailSchema,
  documentFileQuerySchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentParamsSchema,
  documentSchema,
  documentSearchQuerySchema,
  documentSearchResponseSchema,
  documentSearchSectionsQuerySchema,
  documentSearchSectionsResponseSchema,
  documentVersionsResponseSchema,
  mentionsQuerySchema,
  mentionsResponseSchema,
  updateDocumentInputSchema,
} from '@freeboard/shared/documents/documents.schemas';
import { recordRouteProblems } from '../../lib/resources/route-problems';
import { cacheKeyOf } from '../../lib/resources/cache-key';
import { sendCachedList } from '../../lib/resources/cached-list';
import { inTenant } from '../../lib/resources/tenant-context';
import { AppError } from '../../lib/app-error';
import {
  documentFilterChoices,
  documentFilterChoicesReadFrom,
  documentListReadsFrom,
  listDocuments,
  listMentions,
  searchSections,
} from './documents.repo';
import {
  deleteDocument,
  documentFile,
  getDocument,
  listDocumentVersions,
  searchDocuments,
  updateDocument,
  uploadDocument,
  uploadDocumentVersion,
  type DocumentDependencies,
} from './documents.service';
import { receiveUpload } from './upload/receive-upload';

type DocumentFilters = Awaited<ReturnType<typeof documentFilterChoices>>;

const writeProblems = { ...recordRouteProblems, 409: problemSchema, 503: problemSchema };
const uploadProblems = { ...writeProblems, 413: problemSchema, 415: problemSchema };

/** Described for the OpenAPI document; the body is read by `receiveUpload`, not validated here. */
const uploadBodyDescription = {
  consumes: ['multipart/form-data'],
};

/** `filename*` (RFC 6266/5987) for any name, with a plain ASCII fallback. */
function contentDisposition(fileName: string): string {
  // By code point (`u`), so a character outside the BMP becomes one `_`, not two.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  // RFC 5987's attr-char leaves out `'`, `(`, `)` and `*`, which `encodeURIComponent` keeps.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = app.fileStorage;
  await app.register(multipart, {
    limits: {
      fileSize: app.config.maxUploadBytes,
      files: 1,
      fields: 60,
      fieldSize: 10_000,
      fieldNameSize: 100,
      parts: 70,
      headerPairs: 100,
    },
  });

  function dependencies(request: FastifyRequest): DocumentDependencies {
    return {
      storage,
      log: request.log,
      inTenant: (work) => inTenant(app, request, work),
    };
  }

  app.post(
    '/documents',
    {
      preValidation: app.requireTenant('create', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Upload a document: `file` and its fields, as multipart/form-data',
        ...uploadBodyDescription,
        response: { 201: dataEnvelope(documentSchema), ...uploadProblems },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.config.maxUploadBytes);
      try {
        const document = await uploadDocument(dependencies(request), upload);
        app.textIndexer.wake();
        return reply.code(201).header('location', `/api/documents/${document.documentID}`).send({ data: document });
      } finally {
        await upload.discard();
      }
    },
  );

  app.get(
    '/documents/search',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: "Search the documents' titles, authors, tags and the text of their files, best match first",
        querystring: documentSearchQuerySchema,
        response: { 200: documentSearchResponseSchema, ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      // Ranking a common word's matches keeps PostgreSQL busy; the ranked page is kept per tenant and
      // query until a document (or an asset a document names) changes.
      await sendCachedList(app, request, reply, {
        resource: 'documents/search',
        tables: documentListReadsFrom,
        schema: documentSearchResponseSchema,
        load: async (context) => {
          const found = await searchDocuments(context, request.query);
          return { data: found.documents, meta: found.meta };
        },
      });
      return reply;
    },
  );

  app.get(
    '/documents/search/sections',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary:
          "Where a search finds documents: matches per section and per kind of asset, and how many files' text is still being read",
        querystring: documentSearchSectionsQuerySchema,
        response: { 200: documentSearchSectionsResponseSchema, ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      const { tenantID } = request.tenant!;
      // `textPending` counts text jobs, which come and go in the transactions that add a document's
      // file and store its text: a change to the documents announces theirs too.
      await sendCachedList(app, request, reply, {
        resource: 'documents/search/sections',
        tables: documentFilterChoicesReadFrom,
        schema: documentSearchSectionsResponseSchema,
        load: async ({ tx }) => ({ data: await searchSections(tx, tenantID, request.query.q) }),
      });
      return reply;
    },
  );

  app.get(
    '/documents/new',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Documents of a section (all, social, corporate, unassigned) or of one asset, newest first',
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...recordRouteProblems },
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
        documentFilterChoicesReadFrom,
        async () =>
          JSON.stringify(await inTenant(app, request, ({ tx }) => documentFilterChoices(tx, tenantID, request.query))),
      );
      await sendCachedList(app, request, reply, {
        resource: 'documents',
        // The page names each document's asset and uploader.
        tables: documentListReadsFrom,
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
        response: { 200: mentionsResponseSchema, ...recordRouteProblems },
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
        summary: 'One document, with the assets it mentions',
        params: documentParamsSchema,
        response: { 200: dataEnvelope(documentDetailSchema), ...recordRouteProblems },
      },
    },
    async (request) => {
      const document = await inTenant(app, request, (context) => getDocument(context, request.params.documentID));
      return { data: document };
    },
  );

  app.patch(
    '/documents/:documentID',
    {
      preValidation: app.requireTenant('update', 'Document'),
      schema: {
        tags: ['documents'],
        summary: "Change a document's metadata, placement or mentions (with its `version`)",
        params: documentParamsSchema,
        body: updateDocumentInputSchema,
        response: { 200: dataEnvelope(documentDetailSchema), ...writeProblems },
      },
    },
    async (request) => {
      const document = await inTenant(app, request, (context) =>
        updateDocument(context, request.params.documentID, request.body),
      );
      return { data: document };
    },
  );

  app.delete(
    '/documents/:documentID',
    {
      preValidation: app.requireTenant('delete', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Delete a document with every version of its file',
        params: documentParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeProblems },
      },
    },
    async (request, reply) => {
      await deleteDocument(dependencies(request), request.params.documentID);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/documents/:documentID/versions',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Every file the document has had, newest first',
        params: documentParamsSchema,
        response: { 200: documentVersionsResponseSchema, ...recordRouteProblems },
      },
    },
    async (request) => {
      const versions = await inTenant(app, request, (context) =>
        listDocumentVersions(context, request.params.documentID),
      );
      return { data: versions };
    },
  );

  app.post(
    '/documents/:documentID/versions',
    {
      preValidation: app.requireTenant('update', 'Document'),
      schema: {
        tags: ['documents'],
        summary: 'Upload a new version of the file (`file`, `revision`); earlier versions are kept',
        ...uploadBodyDescription,
        params: documentParamsSchema,
        response: { 201: dataEnvelope(documentSchema), ...uploadProblems },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.config.maxUploadBytes);
      try {
        const document = await uploadDocumentVersion(dependencies(request), request.params.documentID, upload);
        app.textIndexer.wake();
        return reply
          .code(201)
          .header('location', `/api/documents/${document.documentID}/file?version=${document.currentVersion}`)
          .send({ data: document });
      } finally {
        await upload.discard();
      }
    },
  );

  app.get(
    '/documents/:documentID/file',
    {
      preValidation: app.requireTenant('read', 'Document'),
      schema: {
        tags: ['documents'],
        summary: "Download the document's current file, or an earlier version's (`?version=N`)",
        params: documentParamsSchema,
        querystring: documentFileQuerySchema,
        response: { 200: z.any().describe('The file'), ...recordRouteProblems },
      },
    },
    async (request, reply) => {
      const version = await inTenant(app, request, (context) =>
        documentFile(context, request.params.documentID, request.query.version),
      );
      const file = await storage.read(version.storageKey);
      if (!file) {
        request.log.error({ documentID: request.params.documentID }, 'document file missing from storage');
        throw new AppError('file_not_found', 'The file of this document is missing.');
      }
      return reply
        .header('content-type', version.mimeType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition(version.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
