import * as z from 'zod/mini';
import { assetTypeSchema, isoDateSchema } from '../common/common.schemas';
import { listMetaSchema } from '../common/list-query';
import { docTypes, mentionSources, nonAssetCategories, textFailures, textStatuses } from './document-enums';
import { documentSections } from './sections';

export {
  acceptedFileTypes,
  docTypes,
  nonAssetCategories,
  textFailures,
  textStatuses,
  type AcceptedFileType,
} from './document-enums';
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
    /** The number of the current file version (1 for the first upload). */
    currentVersion: z.int(),
    textStatus: z.enum(textStatuses),
    /** Why the text is `failed`; null otherwise. */
    textFailure: z.nullable(z.enum(textFailures)),
    /** Where the search words stand in the file's text, when the list was searched (`q`). */
    snippet: z.optional(z.string()),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Document' });
export type FreeboardDocument = z.infer<typeof documentSchema>;
export type TextFailure = (typeof textFailures)[number];

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

/** An asset a document talks about, linked by a person or found by its code in the text. */
export const documentMentionSchema = z.object({
  assetType: assetTypeSchema,
  assetID: z.uuid(),
  code: z.string(),
  name: z.string(),
  source: z.enum(mentionSources),
});
export type DocumentMention = z.infer<typeof documentMentionSchema>;

/** `GET /api/documents/{id}`: the document with the assets it mentions. */
export const documentDetailSchema = z
  .extend(documentSchema, { mentions: z.array(documentMentionSchema) })
  .register(z.globalRegistry, { id: 'DocumentDetail' });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

const title = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(300));
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((text) => (text === '' ? null : text)),
      ),
    ),
  );
const tagsSchema = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(20));

/** `assetType:assetId`, as multipart forms repeat the `mentions` field. */
export const mentionReferenceSchema = z
  .string()
  .check(
    z.regex(
      /^(site|infrastructure|facility|cross-section):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'Expected assetType:assetId',
    ),
  );

/** Either a non-asset category, or an asset, or neither (unassigned) — never both. */
function placementIsOne(
  input: { nonAssetCategory?: string | null; assetType?: string | null; assetId?: string | null },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  const hasType = input.assetType !== undefined && input.assetType !== null;
  const hasID = input.assetId !== undefined && input.assetId !== null;
  if (hasType !== hasID)
    ctx.addIssue({ code: 'custom', path: ['assetId'], message: 'assetType and assetId go together' });
  if (hasType && input.nonAssetCategory) {
    ctx.addIssue({
      code: 'custom',
      path: ['nonAssetCategory'],
      message: 'Choose either a category or an asset, not both',
    });
  }
}

/**
 * The fields of an upload (`POST /api/documents`, multipart). Repeated fields (`tags`, `mentions`)
 * arrive as arrays. A missing title is the file's name without its extension.
 */
export const documentUploadFieldsSchema = z
  .object({
    title: z.optional(title),
    docType: z._default(z.enum(docTypes), 'other'),
    author: optionalText(200),
    tags: z._default(tagsSchema, []),
    revision: optionalText(50),
    documentDate: z.optional(z.nullable(isoDateSchema)),
    nonAssetCategory: z.optional(z.nullable(z.enum(nonAssetCategories))),
    assetType: z.optional(z.nullable(assetTypeSchema)),
    assetId: z.optional(z.nullable(z.uuid())),
    mentions: z._default(z.array(mentionReferenceSchema).check(z.maxLength(50)), []),
  })
  .check(z.superRefine(placementIsOne));
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** `PATCH /api/documents/{id}`: metadata and placement; `mentions` replaces the explicit links. */
export const updateDocumentInputSchema = z
  .object({
    title: z.optional(title),
    docType: z.optional(z.enum(docTypes)),
    author: optionalText(200),
    tags: z.optional(tagsSchema),
    revision: optionalText(50),
    documentDate: z.optional(z.nullable(isoDateSchema)),
    nonAssetCategory: z.optional(z.nullable(z.enum(nonAssetCategories))),
    assetType: z.optional(z.nullable(assetTypeSchema)),
    assetId: z.optional(z.nullable(z.uuid())),
    mentions: z.optional(z.array(mentionReferenceSchema).check(z.maxLength(50))),
    version: z.int().check(z.gte(1)),
  })
  .check(z.superRefine(placementIsOne))
  .register(z.globalRegistry, { id: 'UpdateDocumentInput' });
export type UpdateDocumentInput = z.infer<typeof updateDocumentInputSchema>;

/** One file a document has had. */
export const documentVersionSchema = z
  .object({
    versionNumber: z.int(),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.int(),
    sha256: z.string(),
    revision: z.nullable(z.string()),
    uploadedBy: z.nullable(z.object({ userID: z.uuid(), name: z.string() })),
    createdAt: z.string(),
    current: z.boolean(),
    downloadUrl: z.string(),
  })
  .register(z.globalRegistry, { id: 'DocumentVersion' });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentVersionsResponseSchema = z.object({ data: z.array(documentVersionSchema) });

/** `POST /api/documents/{id}/versions` (multipart): the file and its revision. */
export const documentVersionFieldsSchema = z.object({ revision: optionalText(50) });
export type DocumentVersionFields = z.infer<typeof documentVersionFieldsSchema>;

export const documentFileQuerySchema = z.object({
  version: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000))),
});

/** `GET /api/documents/search`: ranked, best first. */
export const documentSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export type DocumentSearchQuery = z.infer<typeof documentSearchQuerySchema>;

export const documentSearchResponseSchema = z.object({
  data: z.array(z.extend(documentSchema, { snippet: z.string() })),
  meta: listMetaSchema,
});
export type DocumentSearchResponse = z.infer<typeof documentSearchResponseSchema>;

/** `GET /api/documents/search/sections`: where a search finds documents. */
export const documentSearchSectionsQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(200)),
});
export type DocumentSearchSectionsQuery = z.infer<typeof documentSearchSectionsQuerySchema>;

const matchCount = z.int().check(z.gte(0));

/**
 * How many documents a search finds in each section of the documents page, and among the documents
 * filed under assets (listed only in `all`) by kind of asset. The newest 500 matches are counted
 * (as a search ranks them); past them the counts are lower bounds (`countsAreLowerBounds`).
 * `textPending`: the tenant's files whose text is still being read, which no search can find yet.
 */
export const documentSearchSectionsSchema = z
  .object({
    sections: z.object({ all: matchCount, social: matchCount, corporate: matchCount, unassigned: matchCount }),
    assets: z.object({
      site: matchCount,
      infrastructure: matchCount,
      facility: matchCount,
      'cross-section': matchCount,
    }),
    countsAreLowerBounds: z.boolean(),
    textPending: matchCount,
  })
  .register(z.globalRegistry, { id: 'DocumentSearchSections' });
export type DocumentSearchSections = z.infer<typeof documentSearchSectionsSchema>;

export const documentSearchSectionsResponseSchema = z.object({ data: documentSearchSectionsSchema });
