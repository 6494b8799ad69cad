import { afterEach, describe, expect, it, vi } from 'vitest';
import { localesBackend } from './locales-backend';

function read(language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) =>
    localesBackend.read(language, namespace, (error, data) => resolve({ error, data })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the texts backend', () => {
  it("reads a namespace's texts from /locales", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ title: 'Sitios' })));
    vi.stubGlobal('fetch', fetch);
    await expect(read('es', 'sites')).resolves.toEqual({ error: null, data: { title: 'Sitios' } });
    expect(fetch).toHaveBeenCalledWith('/locales/es/sites.json');
  });

  it('asks i18next to try again after a server or network failure, not after a missing namespace', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    expect(await read('en', 'common')).toMatchObject({ data: true });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await read('en', 'common')).toMatchObject({ data: true });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    const missing = await read('en', 'nothing');
    expect(missing.data).toBe(false);
    expect(String(missing.error)).toContain('404');
  });

  it('reports a missing key for each language', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    localesBackend.create?.(['en', 'es'], 'common', 'nav.actions', 'Actions');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/locales/add/es/common', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 'nav.actions': 'Actions' }),
    });
  });
});
