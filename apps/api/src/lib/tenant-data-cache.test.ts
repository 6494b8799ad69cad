import { describe, expect, it } from 'vitest';
import { createTenantDataCache, tenantOfChange } from './tenant-data-cache';

const tenantA = '0196d7a0-0000-7000-8000-00000000000a';
const tenantB = '0196d7a0-0000-7000-8000-00000000000b';

describe('tenant data cache', () => {
  it('loads once, then answers from memory until the tenant changes', async () => {
    const cache = createTenantDataCache();
    let loads = 0;
    const load = async () => `value-${++loads}`;
    expect(await cache.get(tenantA, 'risks', load)).toBe('value-1');
    expect(await cache.get(tenantA, 'risks', load)).toBe('value-1');
    expect(await cache.get(tenantB, 'risks', load)).toBe('value-2');
    cache.invalidate(tenantA);
    expect(await cache.get(tenantA, 'risks', load)).toBe('value-3');
    expect(await cache.get(tenantB, 'risks', load)).toBe('value-2');
  });

  it('does not keep a value whose load raced a change', async () => {
    const cache = createTenantDataCache();
    let release!: () => void;
    const slow = cache.get(
      tenantA,
      'risks',
      () => new Promise<string>((resolve) => (release = () => resolve('stale'))),
    );
    cache.invalidate(tenantA);
    release();
    expect(await slow).toBe('stale'); // the caller that asked before the change gets what it read
    expect(await cache.get(tenantA, 'risks', async () => 'fresh')).toBe('fresh');
  });

  it('expires entries after its TTL, and clear drops everything', async () => {
    const cache = createTenantDataCache({ ttlMs: 1 });
    await cache.get(tenantA, 'risks', async () => 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get(tenantA, 'risks', async () => 'second')).toBe('second');
    const lasting = createTenantDataCache();
    await lasting.get(tenantB, 'risks', async () => 'kept');
    lasting.clear();
    expect(await lasting.get(tenantB, 'risks', async () => 'reloaded')).toBe('reloaded');
  });

  it('reads the tenant of a change notification', () => {
    expect(tenantOfChange(`${tenantA}:risks`)).toBe(tenantA);
    expect(tenantOfChange('garbage')).toBeNull();
  });
});
