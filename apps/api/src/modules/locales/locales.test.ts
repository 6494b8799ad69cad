import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';

function localesFixture(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'freeboard-locales-'));
  mkdirSync(path.join(directory, 'en'));
  writeFileSync(
    path.join(directory, 'en', 'common.json'),
    JSON.stringify({ appName: 'Freeboard', nav: { risks: 'Risks' } }),
  );
  return directory;
}

describe('translations in development mode', () => {
  const localesDir = localesFixture();
  const { testApp } = useTestApp({
    seed: false,
    people: [],
    env: { LOCALES_DIR: localesDir, NODE_ENV: 'development' },
  });

  it('serves a namespace, and 404 for one that does not exist', async () => {
    const response = await testApp.app.inject({ url: '/locales/en/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ appName: 'Freeboard', nav: { risks: 'Risks' } });
    expect((await testApp.app.inject({ url: '/locales/fr/common.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/locales/..%2F..%2Fetc/passwd.json' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('records missing keys, nested by their dots, without overwriting a translation', async () => {
    const add = (payload: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: '/locales/add/en/common', payload });
    const [first, second] = await Promise.all([
      add({ 'nav.documents': 'Documents', appName: 'Overwritten?' }),
      add({ 'risks.loading': 'Loading...', 'nav.risks': 'Changed?' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const saved = JSON.parse(readFileSync(path.join(localesDir, 'en', 'common.json'), 'utf8')) as unknown;
    expect(saved).toEqual({
      appName: 'Freeboard',
      nav: { risks: 'Risks', documents: 'Documents' },
      risks: { loading: 'Loading...' },
    });
  });

  it('refuses keys that would reach an object prototype, and changes no object of the process', async () => {
    const before = readFileSync(path.join(localesDir, 'en', 'common.json'), 'utf8');
    for (const key of ['__proto__.polluted', 'constructor.prototype.polluted', 'nav.__proto__.polluted', 'a..b']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/locales/add/en/common',
        payload: { [key]: 'yes' },
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(readFileSync(path.join(localesDir, 'en', 'common.json'), 'utf8')).toBe(before);
  });

  it('creates the namespace file of a new language', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/locales/add/es/common',
      payload: { appName: 'Freeboard' },
    });
    expect(response.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/locales/es/common.json' })).json()).toEqual({ appName: 'Freeboard' });
  });
});

describe('translations in production mode', () => {
  const localesDir = localesFixture();
  const { testApp } = useTestApp({ seed: false, people: [], env: { LOCALES_DIR: localesDir, NODE_ENV: 'production' } });

  it('does not accept missing keys: 404, and the file is untouched', async () => {
    const before = readFileSync(path.join(localesDir, 'en', 'common.json'), 'utf8');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/locales/add/en/common',
      payload: { 'nav.documents': 'Documents' },
    });
    expect(response.statusCode).toBe(404);
    expect(readFileSync(path.join(localesDir, 'en', 'common.json'), 'utf8')).toBe(before);
  });

  it('answers 404 problem+json whatever the body: invalid, hostile or not JSON at all', async () => {
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '{"__proto__.polluted":"yes"}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"broken":' },
      { headers: { 'content-type': 'application/json' }, payload: '["not", "an", "object"]' },
      { headers: { 'content-type': 'text/plain' }, payload: 'plain text' },
    ];
    for (const body of bodies) {
      const response = await testApp.app.inject({ method: 'POST', url: '/locales/add/en/common', ...body });
      expect(response.statusCode, body.payload).toBe(404);
      expect(response.json()).toMatchObject({ code: 'route_not_found' });
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
