/**
 * Full-text search over documents: the query is read as a web search (`"exact phrase"`, `or`,
 * `-word`) in every configuration documents are indexed with, so a word matches as written and
 * stemmed in English or Spanish. Snippets come from the first part of the file's text, with the
 * matched words in `<mark>` and everything else HTML-escaped.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListMeta } from '@freeboard/shared/common/list-query';
import { documents } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';

/** The words of `q` as a tsquery in every configuration, OR-ed. */
export function searchQueryOf(q: string): SQL {
  return sql`(websearch_to_tsquery('simple', ${q}) || websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('spanish', ${q}))`;
}

/** Up to how many matches a list takes them from the full-text index rather than walking by date. */
const sparseMatches = 1_000;

/**
 * The condition for a list filtered by a search, in newest-first order. Few matches (a rare word):
 * taken from the full-text index by `freeboard_document_matches` (migration 0014: under row-level
 * security the planner cannot use the index for `@@` itself). Many (a common word): the list walks
 * its date index and tests each document, since a page fills within the first rows.
 */
export async function matchesSearch(tx: TenantTransaction, query: SQL): Promise<SQL> {
  const { totalIsLowerBound: dense } = await countMatches(tx, query, sparseMatches);
  return dense ? sql`${documents.searchVector} @@ ${query}` : newestMatches(query, sparseMatches);
}

/** The newest `maxRows` matches. */
export function newestMatches(query: SQL, maxRows: number): SQL {
  return sql`${documents.id} in (select freeboard_document_matches(${query}, ${maxRows}::integer))`;
}

/** Counts matches up to `cap`, as `countUpTo` counts a list. */
export async function countMatches(
  tx: TenantTransaction,
  query: SQL,
  cap: number,
): Promise<Pick<ListMeta, 'total' | 'totalIsLowerBound'>> {
  const result = await tx.execute(sql`select freeboard_document_match_count(${query}, ${cap + 1}::integer) as matches`);
  const [{ matches } = { matches: 0 }] = (result as { rows: { matches: number }[] }).rows;
  return matches > cap ? { total: cap, totalIsLowerBound: true } : { total: matches };
}

/** Title (A) weighs most, then author, tags and file name (B), then the text (C). */
export function searchRank(query: SQL): SQL<number> {
  return sql<number>`ts_rank_cd(${documents.searchVector}, ${query})`;
}

/** How much of a long text a snippet is looked for in: headlines cost time in proportion to it. */
const snippetSourceCharacters = 10_000;

/**
 * Marks are control characters that extraction removes from every text, so they cannot be forged
 * by a file; they become `<mark>` after the rest is escaped.
 */
export function searchSnippet(query: SQL): SQL<string> {
  return sql<string>`ts_headline(${documents.textLanguage}::regconfig, left(${documents.extractedText}, ${snippetSourceCharacters}), ${query}, ${'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'})`;
}

export function snippetAsHtml(headline: string): string {
  return headline
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\u0001', '<mark>')
    .replaceAll('\u0002', '</mark>')
    .trim();
}
