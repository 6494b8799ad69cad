/** Document reads: sections, asset lists, filters, cursor paging, search and mentions. */
import { and, arrayContains, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListMeta, ParsedSort } from '@freeboard/shared/common/list-query';
import type { AssetType } from '@freeboard/shared/common/common.schemas';
import type {
  DocumentDetail,
  DocumentListQuery,
  DocumentMention,
  DocumentSearchQuery,
  DocumentSearchSections,
  FreeboardDocument,
} from '@freeboard/shared/documents/documents.schemas';
import {
  crossSections,
  documentFilterCounts,
  documentMentions,
  documents,
  documentTextJobs,
  facilities,
  infrastructures,
  sites,
  users,
} from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { assetNames, findAsset } from './assets.repo';
import {
  candidateSourceFor,
  countMatches,
  matchesSearch,
  newestMatchIDs,
  rankedCandidates,
  searchCandidates,
  searchQueryOf,
  searchSnippet,
  snippetAsHtml,
} from './document-search.repo';
import { cacheDependencies } from '../../lib/cache-dependencies';

/**
 * What a document answer shows, and nothing more: the file's text and its search vector can be
 * megabytes per row, and a page that read them would cost a hundred times more.
 */
const shownColumns = {
  id: documents.id,
  title: documents.title,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  author: documents.author,
  tags: documents.tags,
  docType: documents.docType,
  revision: documents.revision,
  documentDate: documents.documentDate,
  nonAssetCategory: documents.nonAssetCategory,
  assetType: documents.assetType,
  assetId: documents.assetId,
  storageKey: documents.storageKey,
  currentVersion: documents.currentVersion,
  textStatus: documents.textStatus,
  textFailure: documents.textFailure,
  version: documents.version,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

const documentColumns = {
  document: shownColumns,
  uploaderID: users.id,
  uploaderName: users.name,
};

type DocumentRow = {
  document: { [Key in keyof typeof shownColumns]: (typeof documents.$inferSelect)[Key] };
  uploaderID: string | null;
  uploaderName: string | null;
  snippet?: string | null;
};

async function toDocuments(tx: TenantTransaction, tenantID: string, rows: DocumentRow[]): Promise<FreeboardDocument[]> {
  const names = await assetNames(
    tx,
    tenantID,
    rows.flatMap(({ document }) =>
      document.assetType && document.assetId ? [{ assetType: document.assetType, assetID: document.assetId }] : [],
    ),
  );
  return rows.map(({ document, uploaderID, uploaderName, snippet }) => ({
    documentID: document.id,
    title: document.title,
    fileName: document.fileName,
    mimeType: document.mimeType,
    sizeBytes: document.sizeBytes,
    sha256: document.sha256,
    author: document.author,
    tags: document.tags,
    docType: document.docType,
    revision: document.revision,
    documentDate: document.documentDate,
    nonAssetCategory: document.nonAssetCategory,
    assetType: document.assetType,
    assetID: document.assetId,
    assetName:
      document.assetType && document.assetId ? (names.get(`${document.assetType}:${document.assetId}`) ?? null) : null,
    uploadedBy: uploaderID && uploaderName ? { userID: uploaderID, name: uploaderName } : null,
    downloadUrl: `/api/documents/${document.id}/file`,
    currentVersion: document.currentVersion,
    textStatus: document.textStatus,
    textFailure: document.textFailure,
    ...(snippet === undefined ? {} : { snippet: snippetAsHtml(snippet ?? '') }),
    version: document.version,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  }));
}

function selectDocuments(tx: TenantTransaction) {
  return tx.select(documentColumns).from(documents).leftJoin(users, eq(users.id, documents.uploadedBy));
}

async function requireAsset(tx: TenantTransaction, tenantID: string, assetType: AssetType, assetID: string) {
  const asset = await findAsset(tx, tenantID, assetType, assetID);
  if (!asset) throw new AppError('not_found', 'No such asset in this tenant.');
}

/** Which documents a section or an asset covers, before the author/tag/search filters. */
async function scopeOf(tx: TenantTransaction, tenantID: string, query: DocumentListQuery): Promise<SQL> {
  const tenant = eq(documents.tenantId, tenantID);
  if (query.assetType && query.assetId) {
    await requireAsset(tx, tenantID, query.assetType, query.assetId);
    return and(tenant, eq(documents.assetType, query.assetType), eq(documents.assetId, query.assetId))!;
  }
  switch (query.nonAssetCategory ?? 'all') {
    case 'social':
      return and(tenant, eq(documents.nonAssetCategory, 'social'))!;
    case 'corporate':
      return and(tenant, eq(documents.nonAssetCategory, 'corporate'))!;
    case 'unassigned':
      return and(tenant, isNull(documents.nonAssetCategory), isNull(documents.assetId))!;
    default:
      return tenant;
  }
}

/** Newest first, always: the spec's list has one order. */
const newestFirst = {
  sort: { field: 'createdAt', direction: 'desc' },
  columns: { createdAt: { column: documents.createdAt, kind: 'timestamp' } },
} as const satisfies { sort: ParsedSort<'createdAt'>; columns: SortColumns<'createdAt'> };

/** A page of a section's or an asset's documents (404 for an asset not in the tenant). */
export async function listDocuments(tx: TenantTransaction, tenantID: string, query: DocumentListQuery) {
  const scope = await scopeOf(tx, tenantID, query);
  const page = keyset({
    ...newestFirst,
    idColumn: documents.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: DocumentRow & { sortKey: string }) => row.document.id,
  });
  const tags = query.tag === undefined ? [] : Array.isArray(query.tag) ? query.tag : [query.tag];
  const search = query.q ? searchQueryOf(query.q) : null;
  const searchCondition = search ? await matchesSearch(tx, search) : undefined;
  const rows = await tx
    .select({ ...documentColumns, sortKey: page.sortKey, ...(search ? { snippet: searchSnippet(search) } : {}) })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(
      and(
        scope,
        query.author ? eq(documents.author, query.author) : undefined,
        tags.length > 0 ? arrayContains(documents.tags, tags) : undefined,
        searchCondition,
        page.after,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const { rows: pageRows, nextCursor } = page.page(rows);
  return { documents: await toDocuments(tx, tenantID, pageRows), nextCursor };
}

/** Filter choices come from the whole section, so picking one author still offers the others. */
export async function documentFilterChoices(tx: TenantTransaction, tenantID: string, query: DocumentListQuery) {
  const rows = await tx
    .select({ kind: documentFilterCounts.kind, value: documentFilterCounts.value })
    .from(documentFilterCounts)
    .where(
      and(
        eq(documentFilterCounts.tenantId, tenantID),
        eq(documentFilterCounts.scope, await filterScopeOf(tx, tenantID, query)),
        gt(documentFilterCounts.documents, 0),
      ),
    )
    .orderBy(asc(documentFilterCounts.kind), asc(documentFilterCounts.value));
  return {
    author: rows.flatMap((row) => (row.kind === 'author' ? [row.value] : [])),
    tags: rows.flatMap((row) => (row.kind === 'tag' ? [row.value] : [])),
  };
}

/** The `scope` of `document_filter_choices` a section or an asset is counted under (404 for an asset not in the tenant). */
async function filterScopeOf(tx: TenantTransaction, tenantID: string, query: DocumentListQuery): Promise<string> {
  if (query.assetType && query.assetId) {
    await requireAsset(tx, tenantID, query.assetType, query.assetId);
    return `${query.assetType}:${query.assetId}`;
  }
  return query.nonAssetCategory ?? 'all';
}

export async function findDocument(tx: TenantTransaction, tenantID: string, documentID: string) {
  const rows = await selectDocuments(tx).where(and(eq(documents.tenantId, tenantID), eq(documents.id, documentID)));
  const [document] = await toDocuments(tx, tenantID, rows);
  return document ? { document, storageKey: rows[0]!.document.storageKey } : null;
}

/** The assets a document mentions, by link or by code, named. */
async function mentionsOf(tx: TenantTransaction, tenantID: string, documentID: string): Promise<DocumentMention[]> {
  const links = await tx
    .select({
      assetType: documentMentions.assetType,
      assetID: documentMentions.assetId,
      source: documentMentions.source,
    })
    .from(documentMentions)
    .where(and(eq(documentMentions.tenantId, tenantID), eq(documentMentions.documentId, documentID)));
  const mentions: DocumentMention[] = [];
  for (const link of links) {
    const asset = await findAsset(tx, tenantID, link.assetType, link.assetID);
    if (asset) mentions.push({ ...link, code: asset.code, name: asset.name });
  }
  return mentions.sort((a, b) => a.code.localeCompare(b.code));
}

export async function findDocumentDetail(
  tx: TenantTransaction,
  tenantID: string,
  documentID: string,
): Promise<DocumentDetail | null> {
  const found = await findDocument(tx, tenantID, documentID);
  if (!found) return null;
  return { ...found.document, mentions: await mentionsOf(tx, tenantID, documentID) };
}

/** Search results are ranked, so they page by position: a result list is read from the top. */
const searchCursorSchema = z.tuple([z.number().int().min(0).max(10_000)]);

/**
 * Search results, best first: every match ranked when there are at most `rankedCandidates`, else
 * the newest that many (a word found in half the library is refined, not paged through; ranking all
 * of them would read every match's vector). The total counts the same candidates: "500+" past them.
 */
export async function searchDocuments(
  tx: TenantTransaction,
  tenantID: string,
  query: DocumentSearchQuery,
  chooseSource: typeof candidateSourceFor = candidateSourceFor,
): Promise<{ documents: (FreeboardDocument & { snippet: string })[]; meta: ListMeta }> {
  const offset = query.cursor ? decodeCursor(query.cursor, searchCursorSchema)[0] : 0;
  const search = searchQueryOf(query.q);
  const candidates = searchCandidates(search, await chooseSource(tx, search));
  const rows = await tx
    .select({ ...documentColumns, snippet: searchSnippet(search), found: sql<number>`candidates.found::integer` })
    .from(documents)
    .innerJoin(candidates, sql`candidates.id = ${documents.id}`)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(eq(documents.tenantId, tenantID), sql`candidates.position <= ${rankedCandidates}`))
    .orderBy(sql`candidates.rank desc`, desc(documents.createdAt), desc(documents.id))
    .limit(query.limit + 1)
    .offset(offset);
  const more = rows.length > query.limit;
  const page = await toDocuments(tx, tenantID, rows.slice(0, query.limit));
  const found = rows[0]?.found;
  const total =
    found === undefined
      ? offset > 0
        ? // A page past the end has no row to carry the count.
          await countMatches(tx, search, rankedCandidates)
        : { total: 0 }
      : found > rankedCandidates
        ? { total: rankedCandidates, totalIsLowerBound: true as const }
        : { total: found };
  return {
    documents: page.map((document) => ({ ...document, snippet: document.snippet ?? '' })),
    meta: { ...total, nextCursor: more ? encodeCursor([offset + query.limit]) : null },
  };
}

/**
 * Where a search finds documents: per section and per kind of asset, counted among the newest
 * `rankedCandidates` matches (the ones a search ranks), so a common word costs no more than its
 * search; and how many of the tenant's files are still waiting for their text to be read.
 */
export async function searchSections(
  tx: TenantTransaction,
  tenantID: string,
  q: string,
  chooseSource: typeof candidateSourceFor = candidateSourceFor,
): Promise<DocumentSearchSections> {
  const search = searchQueryOf(q);
  const newest = newestMatchIDs(search, await chooseSource(tx, search), rankedCandidates + 1);
  const groups = await tx
    .select({
      nonAssetCategory: documents.nonAssetCategory,
      assetType: documents.assetType,
      matches: sql<number>`count(*)::integer`,
    })
    .from(documents)
    .innerJoin(newest, sql`newest.id = ${documents.id}`)
    .where(eq(documents.tenantId, tenantID))
    .groupBy(documents.nonAssetCategory, documents.assetType);
  const [{ pending } = { pending: 0 }] = await tx
    .select({ pending: sql<number>`count(*)::integer` })
    .from(documentTextJobs)
    .where(eq(documentTextJobs.tenantId, tenantID));

  const counts: DocumentSearchSections = {
    sections: { all: 0, social: 0, corporate: 0, unassigned: 0 },
    assets: { site: 0, infrastructure: 0, facility: 0, 'cross-section': 0 },
    countsAreLowerBounds: false,
    textPending: pending,
  };
  for (const { nonAssetCategory, assetType, matches } of groups) {
    counts.sections.all += matches;
    if (assetType) counts.assets[assetType] += matches;
    else counts.sections[nonAssetCategory ?? 'unassigned'] += matches;
  }
  if (counts.sections.all > rankedCandidates) {
    counts.countsAreLowerBounds = true;
    counts.sections.all = rankedCandidates;
  }
  return counts;
}

/**
 * Documents kept elsewhere that talk about an asset: explicitly linked to it, or naming its code in
 * their text. Documents attached to the asset itself are its own list, not mentions.
 */
export async function listMentions(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
): Promise<FreeboardDocument[]> {
  const asset = await findAsset(tx, tenantID, assetType, assetID);
  if (!asset) throw new AppError('not_found', 'No such asset in this tenant.');
  // Links made by people and codes found in the text, both kept in document_mentions.
  const mentioned = sql`exists (select 1 from ${documentMentions} where ${documentMentions.tenantId} = ${documents.tenantId} and ${documentMentions.documentId} = ${documents.id} and ${documentMentions.assetType} = ${assetType} and ${documentMentions.assetId} = ${assetID})`;
  const notAttachedHere = sql`(${documents.assetType}, ${documents.assetId}) is distinct from (${assetType}, ${assetID}::uuid)`;
  const rows = await selectDocuments(tx)
    .where(and(eq(documents.tenantId, tenantID), mentioned, notAttachedHere))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(200);
  return toDocuments(tx, tenantID, rows);
}

/** What cached filter choices are read from (counts kept by a trigger on documents). */
export const documentFilterChoicesReadFrom = cacheDependencies(documents);

/** What a cached page of documents is read from: the documents and the assets they are placed on. */
export const documentListReadsFrom = cacheDependencies(documents, sites, infrastructures, facilities, crossSections);
