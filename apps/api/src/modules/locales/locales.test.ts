import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
  let testApp: TestApp;
  let localesDir: string;
  beforeAll(async () => {
    localesDir = localesFixture();
    testApp = await createTestApp({ seed: false, env: { LOCALES_DIR: localesDir, NODE_ENV: 'development' } });
  });
  afterAll(() => testApp.close());

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
  let testApp: TestApp;
  let localesDir: string;
  beforeAll(async () => {
    localesDir = localesFixture();
    testApp = await createTestApp({ seed: false, env: { LOCALES_DIR: localesDir, NODE_ENV: 'production' } });
  });
  afterAll(() => testApp.close());

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
});
