/** Documents and the assets they are attached to or mention. */
import { date, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { assetTypes } from '@freeboard/shared/common/assets';
import { docTypes, nonAssetCategories } from '@freeboard/shared/documents/document-enums';
import { oneOf, tenantId, timestamps, versioned } from './columns';
import { users } from './platform';

export const documents = pgTable(
  'documents',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the file lives in storage, relative to STORAGE_DIR. */
    storageKey: text('storage_key').notNull(),
    author: text('author'),
    tags: text('tags').array().notNull().default([]),
    docType: text('doc_type', { enum: docTypes }).notNull(),
    revision: text('revision'),
    documentDate: date('document_date'),
    nonAssetCategory: text('non_asset_category', { enum: nonAssetCategories }),
    assetType: text('asset_type', { enum: assetTypes }),
    assetId: uuid('asset_id'),
    extractedText: text('extracted_text').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('documents_created_idx').on(table.tenantId, table.createdAt, table.id),
    index('documents_asset_idx').on(table.tenantId, table.assetType, table.assetId),
    index('documents_author_idx').on(table.tenantId, table.author),
    index('documents_tags_idx').using('gin', table.tags),
    oneOf('documents_doc_type_check', table.docType, docTypes),
    oneOf('documents_non_asset_category_check', table.nonAssetCategory, nonAssetCategories),
    oneOf('documents_asset_type_check', table.assetType, assetTypes),
  ],
);

/** Explicit links from a document to an asset it talks about (besides the asset it belongs to). */
export const documentMentions = pgTable(
  'document_mentions',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id').notNull(),
    assetType: text('asset_type', { enum: assetTypes }).notNull(),
    assetId: uuid('asset_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId, table.assetType, table.assetId] }),
    index('document_mentions_asset_idx').on(table.tenantId, table.assetType, table.assetId),
    oneOf('document_mentions_asset_type_check', table.assetType, assetTypes),
    foreignKey({
      columns: [table.tenantId, table.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
  ],
);
