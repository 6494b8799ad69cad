/** HTTP conventions that hold on every route: problem+json errors, limits, request IDs, OpenAPI, the web app. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asMember, createTestApp, demoEmails, signIn } from './test-app';
import { useTestApp } from './harness';

/** A built web app of two files, for the app to serve. */
function webDist() {
  const directory = mkdtempSync(path.join(tmpdir(), 'freeboard-web-'));
  mkdirSync(path.join(directory, 'assets'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><title>Freeboard</title><div id="root"></div>');
  writeFileSync(path.join(directory, 'assets', 'app-1234.js'), 'console.log(1)');
  return directory;
}

const { testApp, signInAs } = useTestApp(() => ({
  people: [],
  env: { WEB_DIST_DIR: webDist(), BODY_LIMIT_BYTES: '4096' },
}));

describe('errors', () => {
  it('answers problem+json 404 for unknown API routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, code: 'route_not_found', title: expect.any(String) });
    }
  });

  it('answers 413 for a body over the limit and 415 for a content type it does not take', async () => {
    const tooLarge = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(10_000) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });
    const brokenJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(brokenJson.statusCode).toBe(400);
  });
});

describe('health, request IDs and the API reference', () => {
  it('reports the process and the database', async () => {
    expect((await testApp.app.inject({ url: '/api/health' })).json()).toEqual({
      data: { status: 'ok', mode: 'production' },
    });
    expect((await testApp.app.inject({ url: '/api/ready' })).json()).toMatchObject({ data: { status: 'ready' } });
  });

  it('tells the web app its development hosts, error reporting settings and whether email is sent', async () => {
    expect((await testApp.app.inject({ url: '/api/client-config' })).json()).toEqual({
      data: { mode: 'production', devHosts: ['localhost'], sentryDsn: '', maxUploadMB: 50, emailEnabled: false },
    });
  });

  it('gives every response a request ID, reusing a well-formed one from the caller', async () => {
    const generated = await testApp.app.inject({ url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const reused = await testApp.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(reused.headers['x-request-id']).toBe('trace-12345678');
  });

  it('publishes OpenAPI 3.1 generated from the schemas, and an interactive reference', async () => {
    const spec = (await testApp.app.inject({ url: '/api/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/risks', '/api/documents/new', '/api/me', '/api/auth/login']),
    );
    const docs = await testApp.app.inject({ url: '/api/docs/' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it, and only for them', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const session = await signInAs(demoEmails.engineer);
    const plain = await session.get('/api/risks');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await testApp.app.inject({
      url: '/api/risks',
      headers: { ...asMember(session), 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gzip = await testApp.app.inject({
      url: '/api/risks',
      headers: { ...asMember(session), 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes and the files themselves for assets', async () => {
    for (const url of ['/', '/risks/', '/documents/?section=social', '/sites/abc']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const asset = await testApp.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('a failing database', () => {
  it('answers 500 and 503 without any detail of the failure', async () => {
    const broken = await createTestApp();
    const engineer = await signIn(broken.app, demoEmails.engineer);
    await broken.database.close();
    const response = await broken.app.inject({ url: '/api/risks', headers: asMember(engineer) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: expect.any(String),
      title: expect.any(String),
      status: 500,
      code: 'internal_error',
      instance: '/api/risks',
    });
    expect(response.body).not.toMatch(/select|from|stack|\.ts:/i);
    expect((await broken.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    await broken.close();
  });
});
