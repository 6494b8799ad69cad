import { describe, expect, it } from 'vitest';
import { controls, documents, risks } from '../db/schema/index';
import { cacheDependencies } from './cache-dependencies';
import { createTenantDataCache, parseChange } from './tenant-data-cache';

const tenantA = '0196d7a0-0000-7000-8000-00000000000a';
const tenantB = '0196d7a0-0000-7000-8000-00000000000b';
const riskTables = cacheDependencies(risks);

describe('tenant data cache', () => {
  it('loads once, then answers from memory until the tenant changes', async () => {
    const cache = createTenantDataCache();
    let loads = 0;
    const load = async () => `value-${++loads}`;
    expect((await cache.get(tenantA, 'risks', riskTables, load)).json).toBe('value-1');
    expect((await cache.get(tenantA, 'risks', riskTables, load)).json).toBe('value-1');
    expect((await cache.get(tenantB, 'risks', riskTables, load)).json).toBe('value-2');
    cache.invalidate(tenantA);
    expect((await cache.get(tenantA, 'risks', riskTables, load)).json).toBe('value-3');
    expect((await cache.get(tenantB, 'risks', riskTables, load)).json).toBe('value-2');
  });

  it('does not keep a value whose load raced a change', async () => {
    const cache = createTenantDataCache();
    let release!: () => void;
    const slow = cache.get(
      tenantA,
      'risks',
      riskTables,
      () => new Promise<string>((resolve) => (release = () => resolve('stale'))),
    );
    cache.invalidate(tenantA);
    release();
    expect((await slow).json).toBe('stale'); // the caller that asked before the change gets what it read
    expect((await cache.get(tenantA, 'risks', riskTables, async () => 'fresh')).json).toBe('fresh');
  });

  it('expires entries after its TTL, and clear drops everything', async () => {
    const cache = createTenantDataCache({ ttlMs: 1 });
    await cache.get(tenantA, 'risks', riskTables, async () => 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get(tenantA, 'risks', riskTables, async () => 'second')).json).toBe('second');
    const lasting = createTenantDataCache();
    await lasting.get(tenantB, 'risks', riskTables, async () => 'kept');
    lasting.clear();
    expect((await lasting.get(tenantB, 'risks', riskTables, async () => 'reloaded')).json).toBe('reloaded');
  });

  it('shares one load among requests that miss at the same time', async () => {
    const cache = createTenantDataCache();
    let loads = 0;
    let release!: () => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = () => resolve(`value-${loads}`)));
    };
    const readers = Array.from({ length: 50 }, () => cache.get(tenantA, 'risks', riskTables, load));
    release();
    expect(new Set((await Promise.all(readers)).map((answer) => answer.json))).toEqual(new Set(['value-1']));
    expect(loads).toBe(1);
  });

  it('starts a new load for requests that arrive after a change, instead of joining the older one', async () => {
    const cache = createTenantDataCache();
    const releases: (() => void)[] = [];
    let loads = 0;
    const load = () => {
      const number = ++loads;
      return new Promise<string>((resolve) => releases.push(() => resolve(`load-${number}`)));
    };
    const before = cache.get(tenantA, 'risks', riskTables, load);
    cache.invalidate(tenantA);
    const after = cache.get(tenantA, 'risks', riskTables, load);
    releases.forEach((release) => release());
    expect((await before).json).toBe('load-1');
    expect((await after).json).toBe('load-2');
    expect((await cache.get(tenantA, 'risks', riskTables, load)).json).toBe('load-2');
  });

  it('keeps to its size across tenants, dropping the least recently used first', async () => {
    const cache = createTenantDataCache({ maxCharacters: 30 });
    await cache.get(tenantA, 'first', riskTables, async () => 'a'.repeat(10));
    await cache.get(tenantB, 'second', riskTables, async () => 'b'.repeat(10));
    await cache.get(tenantA, 'first', riskTables, async () => 'reloaded'); // a hit: now the most recent
    await cache.get(tenantB, 'third', riskTables, async () => 'c'.repeat(15));
    expect(cache.size()).toEqual({ entries: 2, characters: 25 });
    expect((await cache.get(tenantA, 'first', riskTables, async () => 'reloaded')).json).toBe('a'.repeat(10));
    expect((await cache.get(tenantB, 'second', riskTables, async () => 'reloaded')).json).toBe('reloaded');
    expect((await cache.get(tenantA, 'huge', riskTables, async () => 'x'.repeat(31))).json).toHaveLength(31);
    expect(cache.size().characters).toBeLessThanOrEqual(30);
  });

  it('drops only what was read from the changed table', async () => {
    const cache = createTenantDataCache();
    await cache.get(tenantA, 'risks', cacheDependencies(risks, controls), async () => 'risk page');
    await cache.get(tenantA, 'document-filters', cacheDependencies(documents), async () => 'filters');
    cache.invalidate(tenantA, 'documents');
    expect((await cache.get(tenantA, 'risks', cacheDependencies(risks, controls), async () => 'reloaded')).json).toBe(
      'risk page',
    );
    expect(
      (await cache.get(tenantA, 'document-filters', cacheDependencies(documents), async () => 'reloaded')).json,
    ).toBe('reloaded');
    cache.invalidate(tenantA, 'controls');
    expect((await cache.get(tenantA, 'risks', cacheDependencies(risks, controls), async () => 'reloaded')).json).toBe(
      'reloaded',
    );
  });

  it('reads the tenant and table of a change notification', () => {
    expect(parseChange(`${tenantA}:risks`)).toEqual({ tenantID: tenantA, table: 'risks' });
    expect(parseChange(tenantA)).toEqual({ tenantID: tenantA, table: undefined });
    expect(parseChange('garbage')).toBeNull();
  });
});
