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
  const walk = sql`${documents.searchVector} @@ ${query}`;
  // A word the statistics say a fifth of the documents have is walked to without counting its
  // matches first (8 ms for a common word in 100,000 documents). Only this direction may trust an
  // estimate: the walk is complete whatever the count, the index's answer only up to its limit.
  if ((await candidateSourceFor(tx, query)) === 'dates') return walk;
  const { totalIsLowerBound: dense } = await countMatches(tx, query, sparseMatches);
  return dense ? walk : newestMatches(query, sparseMatches);
}

/** The newest `maxRows` matches. */
function newestMatches(query: SQL, maxRows: number): SQL {
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

/** A search ranks every match up to this many; past it, the newest this many. */
export const rankedCandidates = 500;

/**
 * Where a search takes its newest matches from: `index`, the full-text index through
 * `freeboard_document_matches` (cost grows with the number of matches), or `dates`, a walk of the
 * documents newest first testing each (cost grows with the documents walked past: the candidates ÷
 * the share that matches). On 100,000 documents the walk is the cheaper from about a fifth matching
 * (bench/README.md "Documents at scale").
 */
export type CandidateSource = 'index' | 'dates';

const walkFromShare = 0.2;

/**
 * Which source is cheaper for this query, from PostgreSQL's own estimate of the share of documents
 * it matches (the search column's word statistics, read by `EXPLAIN`, no rows touched). The planner
 * cannot make this choice itself: under row-level security it may not use the index for `@@`, and it
 * prices `@@` as if the vectors it reads were not stored out of line. Without statistics (a new
 * database) the estimate is small and the index is used, which is right for a small library.
 */
export async function candidateSourceFor(tx: TenantTransaction, query: SQL): Promise<CandidateSource> {
  const matching = await estimatedRows(tx, sql`select 1 from ${documents} where ${documents.searchVector} @@ ${query}`);
  const all = await estimatedRows(tx, sql`select 1 from ${documents}`);
  return all > 0 && matching / all >= walkFromShare ? 'dates' : 'index';
}

async function estimatedRows(tx: TenantTransaction, statement: SQL): Promise<number> {
  const result = await tx.execute(sql`explain (format json) ${statement}`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const plan: unknown = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * The newest matches of a search, at most one more than are ranked (to tell whether there are
 * more), as the subquery `candidates (id, rank, position, found)`: `rank` weighs title (A) most, then
 * author, tags and file name (B), then the text (C); `position` counts from the newest; `found` is how
 * many there are. The rank is computed for these rows alone.
 */
export function searchCandidates(query: SQL, source: CandidateSource): SQL {
  const limit = sql`${rankedCandidates + 1}::integer`;
  const newest =
    source === 'index'
      ? sql`select matched.id, matched.created_at, ts_rank_cd(matched.search_vector, ${query}) as rank
            from freeboard_document_matches(${query}, ${limit}) as found (id)
            join documents as matched on matched.id = found.id`
      : sql`select matched.id, matched.created_at, ts_rank_cd(matched.search_vector, ${query}) as rank
            from documents as matched where matched.search_vector @@ ${query}
            order by matched.created_at desc, matched.id desc limit ${limit}`;
  return sql`(select newest.id, newest.rank,
                row_number() over (order by newest.created_at desc, newest.id desc) as position,
                count(*) over () as found
              from (${newest}) as newest) as candidates`;
}

/**
 * The IDs of the newest `limit` matches, as the subquery `newest (id)`, from the same source a
 * search takes its candidates from, without ranking them.
 */
export function newestMatchIDs(query: SQL, source: CandidateSource, limit: number): SQL {
  const rows = sql`${limit}::integer`;
  const newest =
    source === 'index'
      ? sql`select found.id from freeboard_document_matches(${query}, ${rows}) as found (id)`
      : sql`select matched.id from documents as matched where matched.search_vector @@ ${query}
            order by matched.created_at desc, matched.id desc limit ${rows}`;
  return sql`(${newest}) as newest`;
}

/**
 * How much of a text a snippet is looked for in. A headline costs time in proportion to the text it
 * parses (every word through the configuration's dictionaries), and a page shows 50 of them: a word
 * found in the opening part (as a common word nearly always is) is headlined from there alone; only a
 * text without it there is read further, up to the longer limit.
 */
export const snippetSourceCharacters = { first: 1_500, most: 10_000 } as const;

const headlineOptions =
  'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

function headline(query: SQL, characters: number): SQL<string> {
  return sql<string>`ts_headline(${documents.textLanguage}::regconfig, left(${documents.extractedText}, ${characters}), ${query}, ${headlineOptions})`;
}

/**
 * Marks are control characters that extraction removes from every text, so they cannot be forged
 * by a file; they become `<mark>` after the rest is escaped. A headline without a mark (the words are
 * not in the opening part) is made again from the longer part.
 */
export function searchSnippet(query: SQL): SQL<string> {
  return sql<string>`(select case when strpos(opening.headline, chr(1)) > 0 then opening.headline
                           else ${headline(query, snippetSourceCharacters.most)} end
                      from (select ${headline(query, snippetSourceCharacters.first)} as headline) as opening)`;
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
