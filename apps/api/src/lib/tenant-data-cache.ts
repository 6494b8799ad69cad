/**
 * Per-process cache of read-mostly tenant data, already serialised: a warm `GET /api/risks` costs no
 * database round trip. Entries are filled through `withTenant` (row-level security applies), keyed
 * by tenant, and dropped when the database announces a change to a table they are read from (a
 * trigger notifies every process after commit), when the listening connection resets, and after a
 * safety TTL.
 *
 * - Single flight: requests that miss the same entry at the same time share one load, so a burst of
 *   reads right after a change costs one query, not one per request.
 * - A load that started before a change is never stored, and requests arriving after the change
 *   start a new load rather than join the old one: nobody reads data older than their own request.
 * - The cache holds at most `maxCharacters` of answers across all tenants, evicting the least
 *   recently used entries first, so a few large registers cannot grow the process without bound.
 *   (Their compressed forms, made on first use, add about a tenth.)
 */
import { CachedAnswer } from './cached-answer';
import type { CacheDependencies } from './cache-dependencies';

export interface TenantDataCache {
  /**
   * The cached value for (tenant, key), or the loaded one, stored unless a change raced the load.
   * `tables` are the tables the value is read from: a change to one of them drops it.
   */
  get(tenantID: string, key: string, tables: CacheDependencies, load: () => Promise<string>): Promise<CachedAnswer>;
  /** A change in the tenant: to `table`, or to anything when no table is named. */
  invalidate(tenantID: string, table?: string): void;
  clear(): void;
  /** What the cache holds now, for tests and diagnostics. */
  size(): { entries: number; characters: number };
}

interface Entry {
  tenantID: string;
  tables: readonly string[];
  answer: CachedAnswer;
  expiresAt: number;
}

export interface TenantDataCacheOptions {
  ttlMs?: number;
  /** Characters of cached answers across all tenants (a character is one or two bytes in memory). */
  maxCharacters?: number;
}

export function createTenantDataCache({
  ttlMs = 60_000,
  maxCharacters = 32 * 1024 * 1024,
}: TenantDataCacheOptions = {}): TenantDataCache {
  // A Map keeps insertion order: re-inserting on every hit makes its first entry the least recently used.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedAnswer>>();
  // Bumped on every change of a tenant: a load that started before a change must not be stored after
  // it. Per tenant rather than per table: a rare unneeded reload is cheaper than a wrong answer.
  const generations = new Map<string, number>();
  let globalGeneration = 0;
  let characters = 0;

  const generationOf = (tenantID: string) => `${globalGeneration}:${generations.get(tenantID) ?? 0}`;
  const entryID = (tenantID: string, key: string) => `${tenantID}\u0000${key}`;

  function remove(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    characters -= entry.answer.json.length;
  }

  function store(id: string, tenantID: string, tables: readonly string[], answer: CachedAnswer, now: number) {
    const size = answer.json.length;
    remove(id);
    if (size > maxCharacters) return;
    for (const oldest of entries.keys()) {
      if (characters + size <= maxCharacters) break;
      remove(oldest);
    }
    entries.set(id, { tenantID, tables, answer, expiresAt: now + ttlMs });
    characters += size;
  }

  return {
    get(tenantID, key, tables, load) {
      const id = entryID(tenantID, key);
      const now = Date.now();
      const cached = entries.get(id);
      if (cached && cached.expiresAt > now) {
        entries.delete(id);
        entries.set(id, cached);
        return Promise.resolve(cached.answer);
      }
      const generation = generationOf(tenantID);
      const flightID = `${id}\u0000${generation}`;
      const running = inFlight.get(flightID);
      if (running) return running;
      const loading = load()
        .then((json) => {
          const answer = new CachedAnswer(json);
          if (generationOf(tenantID) === generation) store(id, tenantID, tables, answer, now);
          return answer;
        })
        .finally(() => inFlight.delete(flightID));
      inFlight.set(flightID, loading);
      return loading;
    },
    invalidate(tenantID, table) {
      generations.set(tenantID, (generations.get(tenantID) ?? 0) + 1);
      for (const [id, entry] of entries) {
        if (entry.tenantID === tenantID && (table === undefined || entry.tables.includes(table))) remove(id);
      }
    },
    clear() {
      globalGeneration += 1;
      generations.clear();
      entries.clear();
      characters = 0;
    },
    size: () => ({ entries: entries.size, characters }),
  };
}

/** Channel and payload (`<tenantID>:<table>`) written by the `freeboard_notify_tenant_change` trigger. */
export const tenantChangeChannel = 'freeboard_tenant_changes';

export function parseChange(payload: string): { tenantID: string; table: string | undefined } | null {
  const [tenantID = '', table] = payload.split(':');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tenantID)
    ? { tenantID, table: table || undefined }
    : null;
}
