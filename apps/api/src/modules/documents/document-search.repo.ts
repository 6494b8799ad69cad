/**
 * Full-text search over documents: the query is read as a web search (`"exact phrase"`, `or`,
 * `-word`) in every configuration documents are indexed with, so a word matches as written and
 * stemmed in English or Spanish. Snippets come from the first part of the file's text, with the
 * matched words in `<mark>` and everything else HTML-escaped.
 */
import { sql, type SQL } from 'drizzle-orm';
import { documents } from '../../db/schema/index';

/** The words of `q` as a tsquery in every configuration, OR-ed. */
export function searchQueryOf(q: string): SQL {
  return sql`(websearch_to_tsquery('simple', ${q}) || websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('spanish', ${q}))`;
}

export function matchesSearch(query: SQL): SQL {
  return sql`${documents.searchVector} @@ ${query}`;
}

/** Title (A) weighs most, then author, tags and file name (B), then the text (C). */
export function searchRank(query: SQL): SQL<number> {
  return sql<number>`ts_rank_cd(${documents.searchVector}, ${query})`;
}

/** How much of a long text a snippet is looked for in: headlines cost time in proportion to it. */
const snippetSourceCharacters = 50_000;

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
