/**
 * Per-process cache of read-mostly tenant data, already serialised: a warm `GET /api/risks` costs no
 * database round trip. Entries are filled through `withTenant` (row-level security applies), keyed
 * by tenant, and dropped when the database announces a change to that tenant (a trigger notifies
 * every process after commit), when the listening connection resets, and after a safety TTL.
 */
export interface TenantDataCache {
  /** The cached value for (tenant, key), or the loaded one, stored unless a change raced the load. */
  get(tenantID: string, key: string, load: () => Promise<string>): Promise<string>;
  invalidate(tenantID: string): void;
  clear(): void;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export function createTenantDataCache({ ttlMs = 60_000, maxEntriesPerTenant = 100 } = {}): TenantDataCache {
  const entries = new Map<string, Map<string, Entry>>();
  // Bumped on every invalidation: a load that started before a change must not be stored after it.
  const generations = new Map<string, number>();
  let globalGeneration = 0;

  const generationOf = (tenantID: string) => `${globalGeneration}:${generations.get(tenantID) ?? 0}`;

  return {
    async get(tenantID, key, load) {
      const now = Date.now();
      const cached = entries.get(tenantID)?.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      const generation = generationOf(tenantID);
      const value = await load();
      if (generationOf(tenantID) === generation) {
        const tenantEntries = entries.get(tenantID) ?? new Map<string, Entry>();
        if (tenantEntries.size >= maxEntriesPerTenant) tenantEntries.clear();
        tenantEntries.set(key, { value, expiresAt: now + ttlMs });
        entries.set(tenantID, tenantEntries);
      }
      return value;
    },
    invalidate(tenantID) {
      generations.set(tenantID, (generations.get(tenantID) ?? 0) + 1);
      entries.delete(tenantID);
    },
    clear() {
      globalGeneration += 1;
      generations.clear();
      entries.clear();
    },
  };
}

/** Channel and payload (`<tenantID>:<table>`) written by the `freeboard_notify_tenant_change` trigger. */
export const tenantChangeChannel = 'freeboard_tenant_changes';

export function tenantOfChange(payload: string): string | null {
  const tenantID = payload.split(':')[0] ?? '';
  return /^[0-9a-f-]{36}$/i.test(tenantID) ? tenantID : null;
}
