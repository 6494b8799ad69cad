/**
 * The rules of documents: uploads judged by their content, one file held by one document, versions
 * that never replace each other, versioned metadata changes, and the Activity of every write in the
 * same transaction as the write. A file is stored before its rows are written; when the rows fail,
 * the file is removed again, so a failed upload leaves neither behind.
 */
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetType } from '@freeboard/shared/common/common.schemas';
import {
  documentUploadFieldsSchema,
  documentVersionFieldsSchema,
  type DocumentDetail,
  type DocumentSearchQuery,
  type DocumentVersion,
  type FreeboardDocument,
  type UpdateDocumentInput,
} from '@freeboard/shared/documents/documents.schemas';
import { recordActivity, type ActivityEntry } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/file-storage/file-storage';
import { newID } from '../../lib/ids';
import { changedFields, wholeRecord, withoutUndefined } from '../../lib/resources/field-changes';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { findAsset } from './assets.repo';
import {
  deleteDocumentRow,
  explicitMentionsOf,
  findDocumentHolding,
  findDocumentRow,
  findVersionRow,
  insertDocument,
  insertVersion,
  listVersionRows,
  lockContentHash,
  makeVersionCurrent,
  replaceExplicitMentions,
  storageKeysOf,
  updateDocumentAtVersion,
  type DocumentRow,
  type DocumentValues,
  type MentionRef,
} from './document-writes.repo';
import { titleAfterNewVersion, titleFromFileName } from './document-title';
import { findDocument, findDocumentDetail, searchDocuments as searchDocumentRows } from './documents.repo';
import { enqueueTextJob } from './text-index/text-jobs.repo';
import { judgeFileType } from './upload/judge-file-type';
import { nameForJudgedType } from './upload/safe-file-name';
import { parseUploadFields } from './upload/upload-fields';
import type { ReceivedUpload } from './upload/receive-upload';

/** How the service reaches the tenant's transaction and the files, without knowing of HTTP. */
export interface DocumentDependencies {
  storage: FileStorage;
  log: FastifyBaseLogger;
  inTenant<T>(work: (context: TenantContext) => Promise<T>): Promise<T>;
}

type Writer = Pick<TenantContext, 'tx' | 'tenantID' | 'actor'>;

/** An entry in the document's trail, of what the signed-in person did to it. */
function recordDocumentActivity(
  { tx, tenantID, actor }: Writer,
  documentID: string,
  entry: Pick<ActivityEntry, 'action' | 'summary' | 'changes'>,
) {
  return recordActivity(tx, tenantID, {
    ...entry,
    actorUserID: actor.userID,
    subjectType: 'Document',
    subjectID: documentID,
    address: actor.address,
  });
}

/**
 * The end of both uploads, once the file's rows are written: its text queued for extraction, the
 * upload in the trail, and the document as it now stands.
 */
async function finishUpload(
  writer: Writer,
  documentID: string,
  entry: Pick<ActivityEntry, 'action' | 'summary' | 'changes'>,
): Promise<FreeboardDocument> {
  await enqueueTextJob(writer.tx, writer.tenantID, documentID);
  await recordDocumentActivity(writer, documentID, entry);
  const found = await findDocument(writer.tx, writer.tenantID, documentID);
  return found!.document;
}

function documentNotFound(): AppError {
  return new AppError('document_not_found', 'No such document in this tenant.');
}

function versionConflict(): AppError {
  return new AppError('version_conflict', 'This document was changed by someone else since you loaded it.');
}

function storageKeyFor(tenantID: string, documentID: string, fileName: string): string {
  // A fresh segment per file: a key never names two files, whatever uploads race.
  return `${tenantID}/${documentID}/${newID()}-${fileName}`;
}

async function assertNotHeldElsewhere(context: TenantContext, sha256: string) {
  await lockContentHash(context.tx, context.tenantID, sha256);
  const holder = await findDocumentHolding(context.tx, context.tenantID, sha256);
  if (holder) {
    throw new AppError(
      'duplicate_file',
      `This file is already in Freeboard as "${holder.title}".`,
      { file: [`Already uploaded as "${holder.title}"`] },
      undefined,
      { duplicateOf: holder },
    );
  }
}

async function assertPlacement(context: TenantContext, assetType: AssetType | null, assetID: string | null) {
  if (!assetType || !assetID) return;
  if (!(await findAsset(context.tx, context.tenantID, assetType, assetID))) {
    throw new AppError('not_found', 'No such asset in this tenant.', { assetId: ['No such asset'] });
  }
}

function mentionRefsOf(references: string[]): MentionRef[] {
  const unique = new Map<string, MentionRef>();
  for (const reference of references) {
    const separator = reference.indexOf(':');
    const assetType = reference.slice(0, separator) as AssetType;
    const assetID = reference.slice(separator + 1).toLowerCase();
    unique.set(`${assetType}:${assetID}`, { assetType, assetID });
  }
  return [...unique.values()];
}

async function assertMentionsExist(context: TenantContext, mentions: MentionRef[]) {
  for (const mention of mentions) {
    if (!(await findAsset(context.tx, context.tenantID, mention.assetType, mention.assetID))) {
      throw new AppError('validation_failed', 'A mentioned asset does not exist in this tenant.', {
        mentions: [`No such asset: ${mention.assetType} ${mention.assetID}`],
      });
    }
  }
}

interface CheckStoreWrite<T> {
  contentType: string;
  /** The fresh key the file is stored under, in the tenant. */
  keyOf: (tenantID: string) => string;
  /** What refuses the upload: run before the file is stored, and again before the rows are written. */
  check: (context: TenantContext) => Promise<void>;
  write: (context: TenantContext, storageKey: string) => Promise<T>;
}

/**
 * Checks, stores, then writes (decision 0018). What can refuse the upload runs in a short first
 * transaction, so a refused upload costs no transfer; the file goes to storage outside any
 * transaction, so a slow bucket holds no database connection while it takes the file; the second
 * transaction checks again (another upload may have come meanwhile) and writes the rows. When that
 * fails, the stored file is removed again.
 */
async function checkStoreWrite<T>(
  deps: DocumentDependencies,
  upload: ReceivedUpload,
  { contentType, keyOf, check, write }: CheckStoreWrite<T>,
): Promise<T> {
  const storageKey = await deps.inTenant(async (context) => {
    await check(context);
    return keyOf(context.tenantID);
  });
  await deps.storage.put(storageKey, createReadStream(upload.file.path), {
    contentType,
    sizeBytes: upload.file.sizeBytes,
  });
  try {
    return await deps.inTenant(async (context) => {
      await check(context);
      return write(context, storageKey);
    });
  } catch (error) {
    await deps.storage
      .remove(storageKey)
      .catch((removeError: unknown) =>
        deps.log.error({ err: removeError, key: storageKey }, 'could not remove an orphaned file'),
      );
    throw error;
  }
}

/** The type the content was judged to be, and the name the file is kept under, with an extension of that type. */
async function judgedType(upload: ReceivedUpload) {
  const judged = await judgeFileType(upload.file.path, upload.file.fileName);
  if (!judged) {
    throw new AppError(
      'unsupported_file_type',
      'Only PDF, Word (DOCX), Excel (XLSX), CSV, text, Markdown, PNG and JPEG files can be uploaded. The type is judged by the content, not the name.',
      { file: ['Not an accepted type of file'] },
    );
  }
  return { ...judged, fileName: nameForJudgedType(upload.file.fileName, judged.kind) };
}

function metadataOf(row: DocumentValues) {
  return {
    title: row.title,
    docType: row.docType,
    author: row.author,
    tags: row.tags,
    revision: row.revision,
    documentDate: row.documentDate,
    nonAssetCategory: row.nonAssetCategory,
    assetType: row.assetType,
    assetId: row.assetId,
  };
}

export async function uploadDocument(deps: DocumentDependencies, upload: ReceivedUpload): Promise<FreeboardDocument> {
  const judged = await judgedType(upload);
  const fields = parseUploadFields(documentUploadFieldsSchema, upload.fields);
  const { sizeBytes, sha256 } = upload.file;
  const { fileName } = judged;
  const documentID = newID();
  const mentions = mentionRefsOf(fields.mentions);
  const values: DocumentValues = metadataOf({
    title: fields.title ?? titleFromFileName(fileName),
    docType: fields.docType,
    author: fields.author ?? null,
    tags: [...new Set(fields.tags)],
    revision: fields.revision ?? null,
    documentDate: fields.documentDate ?? null,
    nonAssetCategory: fields.assetType ? null : (fields.nonAssetCategory ?? null),
    assetType: fields.assetType ?? null,
    assetId: fields.assetId?.toLowerCase() ?? null,
  });
  return checkStoreWrite(deps, upload, {
    contentType: judged.mimeType,
    keyOf: (tenantID) => storageKeyFor(tenantID, documentID, fileName),
    check: async (context) => {
      await assertPlacement(context, values.assetType, values.assetId);
      await assertMentionsExist(context, mentions);
      await assertNotHeldElsewhere(context, sha256);
    },
    write: async ({ tx, tenantID, actor }, storageKey) => {
      const file = { fileName, mimeType: judged.mimeType, sizeBytes, sha256, storageKey };
      await insertDocument(tx, tenantID, documentID, { ...values, ...file, uploadedBy: actor.userID });
      await insertVersion(tx, tenantID, documentID, 1, {
        ...file,
        revision: values.revision,
        uploadedBy: actor.userID,
      });
      await replaceExplicitMentions(tx, tenantID, documentID, mentions);
      return finishUpload({ tx, tenantID, actor }, documentID, {
        action: 'create',
        summary: `Uploaded document ${values.title} (${fileName})`,
        changes: wholeRecord({ ...values, fileName, sizeBytes, sha256 }, 'after'),
      });
    },
  });
}

export async function uploadDocumentVersion(
  deps: DocumentDependencies,
  documentID: string,
  upload: ReceivedUpload,
): Promise<FreeboardDocument> {
  const judged = await judgedType(upload);
  const fields = parseUploadFields(documentVersionFieldsSchema, upload.fields);
  const { sizeBytes, sha256 } = upload.file;
  const { fileName } = judged;
  return checkStoreWrite(deps, upload, {
    contentType: judged.mimeType,
    keyOf: (tenantID) => storageKeyFor(tenantID, documentID, fileName),
    check: async (context) => {
      if (!(await findDocumentRow(context.tx, context.tenantID, documentID))) throw documentNotFound();
      await assertNotHeldElsewhere(context, sha256);
    },
    write: async ({ tx, tenantID, actor }, storageKey) => {
      // Locked until the version is written: simultaneous new versions of one document take their
      // numbers one after another (2, 3, …) instead of colliding on the same one.
      const current = await findDocumentRow(tx, tenantID, documentID, { forUpdate: true });
      if (!current) throw documentNotFound();
      const file = { fileName, mimeType: judged.mimeType, sizeBytes, sha256, storageKey };
      const versionNumber = current.currentVersion + 1;
      const revision = fields.revision ?? null;
      // A title nobody chose follows the newest file's name; one a person typed stays.
      const title = titleAfterNewVersion(current, fileName);
      await insertVersion(tx, tenantID, documentID, versionNumber, { ...file, revision, uploadedBy: actor.userID });
      await makeVersionCurrent(tx, tenantID, documentID, versionNumber, { ...file, revision, title });
      return finishUpload({ tx, tenantID, actor }, documentID, {
        action: 'update',
        summary: `Uploaded version ${versionNumber} of ${current.title} (${fileName})`,
        changes: changedFields(
          {
            currentVersion: current.currentVersion,
            fileName: current.fileName,
            title: current.title,
            revision: current.revision,
            sha256: current.sha256,
          },
          { currentVersion: versionNumber, fileName, title, revision, sha256 },
        ),
      });
    },
  });
}

export async function getDocument({ tx, tenantID }: TenantContext, documentID: string): Promise<DocumentDetail> {
  const found = await findDocumentDetail(tx, tenantID, documentID);
  if (!found) throw documentNotFound();
  return found;
}

export async function updateDocument(
  context: TenantContext,
  documentID: string,
  input: UpdateDocumentInput,
): Promise<DocumentDetail> {
  const { tx, tenantID } = context;
  const current = await findDocumentRow(tx, tenantID, documentID);
  if (!current) throw documentNotFound();
  if (current.version !== input.version) throw versionConflict();
  const { version, mentions: mentionReferences, ...given } = input;
  const before = metadataOf(current);
  const placementGiven =
    given.nonAssetCategory !== undefined || given.assetType !== undefined || given.assetId !== undefined;
  const placement = placementGiven
    ? {
        nonAssetCategory: given.assetType ? null : (given.nonAssetCategory ?? null),
        assetType: given.assetType ?? null,
        assetId: given.assetId?.toLowerCase() ?? null,
      }
    : {};
  const after = metadataOf({
    ...before,
    ...withoutUndefined({ ...given, nonAssetCategory: undefined, assetType: undefined, assetId: undefined }),
    ...placement,
  });
  if (given.tags) after.tags = [...new Set(given.tags)];
  await assertPlacement(context, after.assetType, after.assetId);
  const changes = changedFields(before, after);

  let mentionChanges = {};
  if (mentionReferences) {
    const mentions = mentionRefsOf(mentionReferences);
    await assertMentionsExist(context, mentions);
    const earlier = await explicitMentionsOf(tx, tenantID, documentID);
    const key = (mention: MentionRef) => `${mention.assetType}:${mention.assetID}`;
    const beforeKeys = earlier.map(key).sort();
    const afterKeys = mentions.map(key).sort();
    if (beforeKeys.join() !== afterKeys.join()) {
      await replaceExplicitMentions(tx, tenantID, documentID, mentions);
      mentionChanges = { mentions: { before: beforeKeys, after: afterKeys } };
    }
  }
  const allChanges = { ...changes, ...mentionChanges };
  if (Object.keys(allChanges).length === 0) return getDocument(context, documentID);
  const changed = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof typeof after]]));
  // The version in the WHERE clause closes the gap between the read above and this write; a change
  // of mentions alone still moves the version, so a second editor sees it.
  if (!(await updateDocumentAtVersion(tx, tenantID, documentID, version, changed))) throw versionConflict();
  await recordDocumentActivity(context, documentID, {
    action: 'update',
    summary: `Updated document ${after.title}: ${Object.keys(allChanges).join(', ')}`,
    changes: allChanges,
  });
  return getDocument(context, documentID);
}

/** Deletes the rows, then (after the commit) the files of every version. */
export async function deleteDocument(deps: DocumentDependencies, documentID: string): Promise<void> {
  const keys = await deps.inTenant(async (context) => {
    const { tx, tenantID } = context;
    const current: DocumentRow | null = await findDocumentRow(tx, tenantID, documentID);
    if (!current) throw documentNotFound();
    const storageKeys = await storageKeysOf(tx, tenantID, documentID);
    await deleteDocumentRow(tx, tenantID, documentID);
    await recordDocumentActivity(context, documentID, {
      action: 'delete',
      summary: `Deleted document ${current.title} (${current.fileName})`,
      changes: wholeRecord({ ...metadataOf(current), fileName: current.fileName, sha256: current.sha256 }, 'before'),
    });
    return storageKeys;
  });
  for (const key of keys) {
    await deps.storage
      .remove(key)
      .catch((error: unknown) => deps.log.error({ err: error, key }, 'could not remove a deleted document file'));
  }
}

export async function listDocumentVersions(
  { tx, tenantID }: TenantContext,
  documentID: string,
): Promise<DocumentVersion[]> {
  const current = await findDocumentRow(tx, tenantID, documentID);
  if (!current) throw documentNotFound();
  const rows = await listVersionRows(tx, tenantID, documentID);
  return rows.map(({ version, uploaderName }) => ({
    versionNumber: version.versionNumber,
    fileName: version.fileName,
    mimeType: version.mimeType,
    sizeBytes: version.sizeBytes,
    sha256: version.sha256,
    revision: version.revision,
    uploadedBy: version.uploadedBy && uploaderName ? { userID: version.uploadedBy, name: uploaderName } : null,
    createdAt: version.createdAt.toISOString(),
    current: version.versionNumber === current.currentVersion,
    downloadUrl: `/api/documents/${documentID}/file?version=${version.versionNumber}`,
  }));
}

/** The file of the current version, or of the version asked for. */
export async function documentFile({ tx, tenantID }: TenantContext, documentID: string, versionNumber?: number) {
  const current = await findDocumentRow(tx, tenantID, documentID);
  if (!current) throw documentNotFound();
  const version = await findVersionRow(tx, tenantID, documentID, versionNumber ?? current.currentVersion);
  if (!version) throw new AppError('not_found', `This document has no version ${versionNumber}.`);
  return version;
}

export function searchDocuments({ tx, tenantID }: TenantContext, query: DocumentSearchQuery) {
  return searchDocumentRows(tx, tenantID, query);
}
