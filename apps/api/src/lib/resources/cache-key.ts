import { todayIso } from './today';

/**
 * The cache key of a list answer, derived from the query as parsed (defaults filled in, values
 * typed), so two requests that mean the same list share an entry and no key is assembled by hand.
 * It names the day (UTC, as `todayInSql`): lists derive "overdue" from it, and an
 * answer cached yesterday is not today's, though no row changed.
 */
export function cacheKeyOf(resource: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${todayIso()} ${resource}?${JSON.stringify(entries)}`;
}
