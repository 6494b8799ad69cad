/** Documents and the assets they are attached to or mention. */
import { customType, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assetTypes } from '@freeboard/shared/common/assets';
import {
  docTypes,
  mentionSources,
  nonAssetCategories,
  textLanguages,
  textFailures,
  textStatuses,
} from '@freeboard/shared/documents/document-enums';
import { oneOf, tenantId, timestamps, versioned, sameTenantReference } from './columns';
import { users } from './platform';

/** PostgreSQL's full-text document; written by the `documents_search_vector` trigger only. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** Where the current version's file lives in storage (see `document_versions`). */
    storageKey: text('storage_key').notNull(),
    /** The number of the current version in `document_versions`; the file fields above are its copy. */
    currentVersion: integer('current_version').notNull().default(1),
    author: text('author'),
    tags: text('tags').array().notNull().default([]),
    docType: text('doc_type', { enum: docTypes }).notNull(),
    revision: text('revision'),
    documentDate: date('document_date'),
    nonAssetCategory: text('non_asset_category', { enum: nonAssetCategories }),
    assetType: text('asset_type', { enum: assetTypes }),
    assetId: uuid('asset_id'),
    extractedText: text('extracted_text').notNull().default(''),
    textStatus: text('text_status', { enum: textStatuses }).notNull().default('pending'),
    /** Why the text is `failed`, for the person who reads the document; null otherwise. */
    textFailure: text('text_failure', { enum: textFailures }),
    /** The text search configuration the extracted text is indexed with. */
    textLanguage: text('text_language', { enum: textLanguages }).notNull().default('simple'),
    searchVector: tsvector('search_vector'),
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
    oneOf('documents_text_status_check', table.textStatus, textStatuses),
    oneOf('documents_text_failure_check', table.textFailure, textFailures),
    oneOf('documents_text_language_check', table.textLanguage, textLanguages),
    index('documents_search_idx').using('gin', table.searchVector),
  ],
);

/** Every file a document has had, the current one included; a new upload never replaces a row. */
export const documentVersions = pgTable(
  'document_versions',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    revision: text('revision'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId, table.versionNumber] }),
    index('document_versions_sha256_idx').on(table.tenantId, table.sha256),
    sameTenantReference(table.tenantId, table.documentId, documents, 'cascade'),
  ],
);

/**
 * Text extraction waiting to run, one row per document: it survives a restart, and a new version
 * replaces the row. Uploads add rows as their tenant; the extraction worker claims due rows of every
 * tenant with the service connection, then reads and writes the document as its tenant.
 */
export const documentTextJobs = pgTable(
  'document_text_jobs',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId] }),
    index('document_text_jobs_due_idx').on(table.runAfter),
    // A claim moves the claimed tenant's other due jobs behind the others (migration 0017).
    index('document_text_jobs_tenant_due_idx').on(table.tenantId, table.runAfter),
    sameTenantReference(table.tenantId, table.documentId, documents, 'cascade'),
  ],
);

/** Links from a document to an asset it talks about (besides the asset it belongs to). */
export const documentMentions = pgTable(
  'document_mentions',
  {
    tenantId: tenantId(),
    documentId: uuid('document_id').notNull(),
    assetType: text('asset_type', { enum: assetTypes }).notNull(),
    assetId: uuid('asset_id').notNull(),
    /** `explicit`: linked by a person; `detected`: the asset's code found in the extracted text. */
    source: text('source', { enum: mentionSources }).notNull().default('explicit'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId, table.assetType, table.assetId] }),
    index('document_mentions_asset_idx').on(table.tenantId, table.assetType, table.assetId),
    oneOf('document_mentions_asset_type_check', table.assetType, assetTypes),
    oneOf('document_mentions_source_check', table.source, mentionSources),
    sameTenantReference(table.tenantId, table.documentId, documents, 'cascade'),
  ],
);

/**
 * How many documents of a section or an asset carry each author and tag: the list's filter choices,
 * read by key instead of scanning every document. Kept by the `documents_filter_choices` trigger;
 * `scope` is `all`, `social`, `corporate`, `unassigned` or `<asset type>:<asset id>`. A row whose count
 * falls to 0 stays (and is not offered), so the trigger never deletes what another may be incrementing.
 */
export const documentFilterCounts = pgTable(
  'document_filter_choices',
  {
    tenantId: tenantId(),
    scope: text('scope').notNull(),
    kind: text('kind', { enum: ['author', 'tag'] }).notNull(),
    value: text('value').notNull(),
    documents: integer('documents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.scope, table.kind, table.value] }),
    oneOf('document_filter_choices_kind_check', table.kind, ['author', 'tag']),
  ],
);
