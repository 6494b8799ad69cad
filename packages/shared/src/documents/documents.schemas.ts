import * as z from 'zod/mini';
import { assetTypeSchema } from '../common/common.schemas';
import { docTypes, nonAssetCategories } from './document-enums';
import { documentSections } from './sections';

export { docTypes, nonAssetCategories } from './document-enums';
export { documentSections, type DocumentSection } from './sections';
export const documentSectionSchema = z.enum(documentSections);

export const documentSchema = z
  .object({
    documentID: z.uuid(),
    title: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.int(),
    sha256: z.string(),
    author: z.nullable(z.string()),
    tags: z.array(z.string()),
    docType: z.enum(docTypes),
    revision: z.nullable(z.string()),
    documentDate: z.nullable(z.string()),
    nonAssetCategory: z.nullable(z.enum(nonAssetCategories)),
    assetType: z.nullable(assetTypeSchema),
    assetID: z.nullable(z.uuid()),
    assetName: z.nullable(z.string()),
    uploadedBy: z.nullable(z.object({ userID: z.uuid(), name: z.string() })),
    downloadUrl: z.string(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Document' });
export type FreeboardDocument = z.infer<typeof documentSchema>;

const tagParam = z.optional(
  z.union([z.string().check(z.maxLength(100)), z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))]),
);

/**
 * `GET /api/documents/new`: a non-asset section or one asset, never both. Any section other than
 * the four is refused (the web app, not the API, falls back to `unassigned`).
 */
export const documentListQuerySchema = z
  .object({
    nonAssetCategory: z.optional(documentSectionSchema),
    assetType: z.optional(assetTypeSchema),
    assetId: z.optional(z.uuid()),
    author: z.optional(z.string().check(z.maxLength(200))),
    tag: tagParam,
    q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
    cursor: z.optional(z.string().check(z.maxLength(300))),
  })
  .check(
    z.superRefine((query, ctx) => {
      const byAsset = query.assetType !== undefined || query.assetId !== undefined;
      if (byAsset && (query.assetType === undefined || query.assetId === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['assetId'], message: 'assetType and assetId go together' });
      }
      if (byAsset && query.nonAssetCategory !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['nonAssetCategory'],
          message: 'Choose either a section or an asset, not both',
        });
      }
    }),
  );
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListResponseSchema = z.object({
  data: z.object({
    documents: z.array(documentSchema),
    filters: z.object({ author: z.array(z.string()), tags: z.array(z.string()) }),
    nextCursor: z.nullable(z.string()),
  }),
});

export const mentionsQuerySchema = z.object({ assetType: assetTypeSchema, assetId: z.uuid() });

export const mentionsResponseSchema = z.object({ data: z.object({ resDocs: z.array(documentSchema) }) });

export const documentParamsSchema = z.object({ documentID: z.uuid() });
