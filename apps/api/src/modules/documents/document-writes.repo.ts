/** Document writes: the row, its file versions and its explicit mentions. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/common.schemas';
import type { mentionSources } from '@freeboard/shared/documents/document-enums';
import { documentMentions, documents, documentVersions, users } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentValues = Pick<
  DocumentRow,
  'title' | 'docType' | 'author' | 'tags' | 'revision' | 'documentDate' | 'nonAssetCategory' | 'assetType' | 'assetId'
>;

export interface StoredFileValues {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
}

/** The document's row; `forUpdate` locks it until the transaction ends (a new version's number). */
export async function findDocumentRow(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const query = tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Serialises uploads of the same content within the tenant until the transaction ends, so two
 * simultaneous uploads of one file cannot both pass the duplicate check.
 */
export async function lockContentHash(tx: TenantTransaction, tenantID: string, sha256: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${tenantID}:${sha256}`}, 0))`);
}

/** The document that already holds this content (as any of its versions), if one does. */
export async function findDocumentHolding(tx: TenantTransaction, tenantID: string, sha256: string) {
  const [row] = await tx
    .select({ documentID: documents.id, title: documents.title })
    .from(documentVersions)
    .innerJoin(
      documents,
      and(eq(documents.tenantId, documentVersions.tenantId), eq(documents.id, documentVersions.documentId)),
    )
    .where(and(eq(documentVersions.tenantId, tenantID), eq(documentVersions.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  values: DocumentValues & StoredFileValues & { uploadedBy: string },
) {
  await tx.insert(documents).values({ tenantId: tenantID, id: documentID, currentVersion: 1, ...values });
}

export async function insertVersion(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  versionNumber: number,
  values: StoredFileValues & { revision: string | null; uploadedBy: string },
) {
  await tx.insert(documentVersions).values({ tenantId: tenantID, documentId: documentID, versionNumber, ...values });
}

/**
 * Points the document at a new current file (and the title that goes with it); its text is read
 * again from that file. Until then the
 * earlier version's text stays searchable, so the document does not drop out of search meanwhile.
 */
export async function makeVersionCurrent(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  versionNumber: number,
  values: StoredFileValues & { revision: string | null; title: string },
) {
  await tx
    .update(documents)
    .set({
      ...values,
      currentVersion: versionNumber,
      textStatus: 'pending',
      textFailure: null,
      version: sql`${documents.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
}

/** Writes the changed fields when the row is still at `version`; false when it no longer is. */
export async function updateDocumentAtVersion(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  version: number,
  changed: Partial<DocumentValues>,
): Promise<boolean> {
  const rows = await tx
    .update(documents)
    .set({ ...changed, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID), eq(documents.version, version)))
    .returning({ id: documents.id });
  return rows.length === 1;
}

export async function deleteDocumentRow(tx: TenantTransaction, tenantID: string, documentID: string) {
  await tx.delete(documents).where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
}

export async function listVersionRows(tx: TenantTransaction, tenantID: string, documentID: string) {
  return tx
    .select({ version: documentVersions, uploaderName: users.name })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .where(and(eq(documentVersions.tenantId, tenantID), eq(documentVersions.documentId, documentID)))
    .orderBy(desc(documentVersions.versionNumber));
}

export async function findVersionRow(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  versionNumber: number,
) {
  const [row] = await tx
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.tenantId, tenantID),
        eq(documentVersions.documentId, documentID),
        eq(documentVersions.versionNumber, versionNumber),
      ),
    );
  return row ?? null;
}

export async function storageKeysOf(tx: TenantTransaction, tenantID: string, documentID: string) {
  const rows = await tx
    .select({ storageKey: documentVersions.storageKey })
    .from(documentVersions)
    .where(and(eq(documentVersions.tenantId, tenantID), eq(documentVersions.documentId, documentID)));
  return rows.map((row) => row.storageKey);
}

type MentionSource = (typeof mentionSources)[number];

export interface MentionRef {
  assetType: AssetType;
  assetID: string;
}

/** A document's mention links of one source. */
export function linksOf(tenantID: string, documentID: string, source: MentionSource) {
  return and(
    eq(documentMentions.tenantId, tenantID),
    eq(documentMentions.documentId, documentID),
    eq(documentMentions.source, source),
  );
}

export async function explicitMentionsOf(tx: TenantTransaction, tenantID: string, documentID: string) {
  const rows = await tx
    .select({ assetType: documentMentions.assetType, assetID: documentMentions.assetId })
    .from(documentMentions)
    .where(linksOf(tenantID, documentID, 'explicit'));
  return rows;
}

/** Replaces the links people made; links found in the text stay unless a person now made them. */
export async function replaceExplicitMentions(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
  mentions: MentionRef[],
) {
  await tx.delete(documentMentions).where(linksOf(tenantID, documentID, 'explicit'));
  if (mentions.length === 0) return;
  await tx
    .insert(documentMentions)
    .values(
      mentions.map((mention) => ({
        tenantId: tenantID,
        documentId: documentID,
        assetType: mention.assetType,
        assetId: mention.assetID,
        source: 'explicit' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [
        documentMentions.tenantId,
        documentMentions.documentId,
        documentMentions.assetType,
        documentMentions.assetId,
      ],
      set: { source: 'explicit' },
    });
}
