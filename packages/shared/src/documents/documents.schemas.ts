import { z } from 'zod';
import { assetTypeSchema } from '../common/common.schemas';
import { documentSections } from './sections';

export { documentSections, type DocumentSection } from './sections';
export const documentSectionSchema = z.enum(documentSections);

export const nonAssetCategories = ['social', 'corporate'] as const;

export const docTypes = [
  'design_basis',
  'construction_records',
  'deviance_accountability',
  'oms_manual',
  'emergency_plan',
  'dam_safety_review',
  'annual_review',
  'risk_assessment',
  'breach_analysis',
  'site_characterisation',
  'laboratory',
  'monitoring',
  'independent_review',
  'other',
] as const;

export const documentSchema = z
  .object({
    documentID: z.uuid(),
    title: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    author: z.string().nullable(),
    tags: z.array(z.string()),
    docType: z.enum(docTypes),
    revision: z.string().nullable(),
    documentDate: z.string().nullable(),
    nonAssetCategory: z.enum(nonAssetCategories).nullable(),
    assetType: assetTypeSchema.nullable(),
    assetID: z.uuid().nullable(),
    assetName: z.string().nullable(),
    uploadedBy: z.object({ userID: z.uuid(), name: z.string() }).nullable(),
    downloadUrl: z.string(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Document' });
export type FreeboardDocument = z.infer<typeof documentSchema>;

const tagParam = z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional();

/**
 * `GET /api/documents/new`: a non-asset section or one asset, never both. Any section other than
 * the four is refused (the web app, not the API, falls back to `unassigned`).
 */
export const documentListQuerySchema = z
  .object({
    nonAssetCategory: documentSectionSchema.optional(),
    assetType: assetTypeSchema.optional(),
    assetId: z.uuid().optional(),
    author: z.string().max(200).optional(),
    tag: tagParam,
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(300).optional(),
  })
  .superRefine((query, ctx) => {
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
  });
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListResponseSchema = z.object({
  data: z.object({
    documents: z.array(documentSchema),
    filters: z.object({ author: z.array(z.string()), tags: z.array(z.string()) }),
    nextCursor: z.string().nullable(),
  }),
});

export const mentionsQuerySchema = z.object({ assetType: assetTypeSchema, assetId: z.uuid() });

export const mentionsResponseSchema = z.object({ data: z.object({ resDocs: z.array(documentSchema) }) });

export const documentParamsSchema = z.object({ documentID: z.uuid() });
