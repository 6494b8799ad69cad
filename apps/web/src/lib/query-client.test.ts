import { describe, expect, it } from 'vitest';
import { queryClientLoader } from './load-query-client';
import { createQueryClient, dropOtherTenantsData } from './query-client';
import { Session } from './session';

/** A session whose active tenant the test sets. */
function tenantSource(initial: string | null) {
  let tenantID = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => ({ tenantID }),
    switchTo(next: string | null) {
      tenantID = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('the data cache', () => {
  it('is created once, however many pages ask for it', async () => {
    const load = queryClientLoader(new Session());
    const [first, second] = await Promise.all([load(), load()]);
    expect(second).toBe(first);
    expect(await load()).toBe(first);
  });

  it('drops what was cached for another tenant when the tenant changes, and keeps the user’s own', () => {
    const session = tenantSource('tenant-a');
    const client = createQueryClient();
    dropOtherTenantsData(client, session);
    client.setQueryData(['risks', 'tenant-a', 'list'], ['R-1']);
    client.setQueryData(['profile', 'user'], { name: 'Ada' });

    session.switchTo('tenant-a');
    expect(client.getQueryData(['risks', 'tenant-a', 'list'])).toEqual(['R-1']);

    session.switchTo('tenant-b');
    client.setQueryData(['risks', 'tenant-b', 'list'], ['R-2']);
    expect(client.getQueryData(['risks', 'tenant-a', 'list'])).toBeUndefined();
    expect(client.getQueryData(['risks', 'tenant-b', 'list'])).toEqual(['R-2']);
    expect(client.getQueryData(['profile', 'user'])).toEqual({ name: 'Ada' });

    session.switchTo(null);
    expect(client.getQueryData(['risks', 'tenant-b', 'list'])).toBeUndefined();
  });
});
