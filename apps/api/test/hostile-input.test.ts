/**
 * Input an attacker or a broken client sends: NUL characters, forged cursors, malformed requests,
 * tokens without an expiry. Each is a 400 (or 401) problem+json, never a 500, and nothing leaks.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, decodeClaims } from './test-app';
import { useTestApp } from './harness';

const { testApp, engineer } = useTestApp({ people: ['engineer'] });
const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

function expectValidationProblem(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 400, code: 'validation_failed' });
}

describe('NUL characters', () => {
  it('are refused in query strings, path parameters and bodies, naming the field', async () => {
    const cases: { url: string; method?: 'GET' | 'PATCH'; payload?: object; field: string; signedIn: boolean }[] = [
      { url: '/api/documents/new?nonAssetCategory=all&author=Ann%00', field: 'author', signedIn: true },
      { url: '/api/documents/new?nonAssetCategory=all&tag=%00', field: 'tag', signedIn: true },
      { url: '/api/documents/new?nonAssetCategory=all&tag=ok&tag=b%00', field: 'tag.1', signedIn: true },
      { url: '/api/documents/new?nonAssetCategory=all&q=dam%00', field: 'q', signedIn: true },
      { url: '/api/risks?cursor=R-001%00', field: 'cursor', signedIn: true },
      { url: '/api/auth/saml/%00/sso', field: 'tenantSlug', signedIn: false },
      { url: '/api/auth/saml/north%00wind/login', field: 'tenantSlug', signedIn: false },
      { url: '/api/users/profile', method: 'PATCH', payload: { name: 'Eve\u0000' }, field: 'name', signedIn: true },
    ];
    for (const { url, method, payload, field, signedIn } of cases) {
      const response = await testApp.app.inject({
        method: method ?? 'GET',
        url,
        ...(payload ? { payload } : {}),
        headers: signedIn ? asMember(engineer) : {},
      });
      expectValidationProblem(response);
      expect((response.json() as { errors: Record<string, string[]> }).errors, url).toHaveProperty([field]);
    }
  });

  it('are refused in the keys of a body as well as its values', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...asMember(engineer), 'content-type': 'application/json' },
      payload: '{"name":"Ann","x\\u0000":1}',
    });
    expectValidationProblem(response);
  });
});

describe('forged cursors', () => {
  const documentsUrl = (cursor: string) => `/api/documents/new?nonAssetCategory=all&cursor=${cursor}`;

  it('are refused when the date is out of range, the ID is not one, or the shape is wrong', async () => {
    const forged = [
      cursorOf(['+275760-09-13T00:00:00.000Z', '0190a0b0-0000-7000-8000-000000000000']),
      cursorOf(['0000-01-01T00:00:00.000Z', '0190a0b0-0000-7000-8000-000000000000']),
      cursorOf(['2026-01-01T00:00:00.000Z', '-'.repeat(36)]),
      cursorOf(['2026-01-01T00:00:00.000Z']),
      cursorOf({ createdAt: '2026-01-01T00:00:00.000Z' }),
      cursorOf(['2026-01-01T00:00:00.000Z', 'a\u0000']),
      'not-base64-json',
    ];
    for (const cursor of forged) {
      const response = await engineer.get(documentsUrl(cursor));
      expectValidationProblem(response);
      expect(response.json()).toMatchObject({ errors: { cursor: expect.any(Array) } });
    }
    const someID = '0190a0b0-0000-7000-8000-000000000000';
    for (const [sort, cursor] of [
      ['createdAt', cursorOf(['createdAt', '2026-02-31 00:00:00+00', someID])],
      ['createdAt', cursorOf(['createdAt', '+275760-09-13 00:00:00+00', someID])],
      ['createdAt', cursorOf(['createdAt', 'yesterday', someID])],
      ['code', cursorOf(['code', 'S-001', '-'.repeat(36)])],
      ['code', cursorOf(['name', 'S-001', someID])],
      ['code', cursorOf(['code', 'S-001\u0000', someID])],
    ]) {
      const response = await engineer.get(`/api/sites?sort=${sort}&cursor=${cursor}`);
      expectValidationProblem(response);
    }
    for (const cursor of [cursorOf(['R-001\u0000']), cursorOf([42]), cursorOf([]), 'garbage']) {
      const response = await engineer.get(`/api/risks?cursor=${cursor}`);
      expectValidationProblem(response);
    }
  });

  it('still page through a list when they come from the API', async () => {
    const first = await engineer.get('/api/documents/new?nonAssetCategory=all&limit=2');
    const { nextCursor } = (first.json() as { data: { nextCursor: string } }).data;
    const second = await engineer.get(documentsUrl(nextCursor));
    expect(second.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  async function tokenWith(claims: { exp?: boolean; iat?: boolean; sub?: boolean }) {
    const authDetails = decodeClaims(engineer.accessToken).authDetails as object;
    let jwt = new SignJWT({ authDetails }).setProtectedHeader({ alg: 'HS256' });
    if (claims.sub !== false) jwt = jwt.setSubject(engineer.userID);
    if (claims.iat !== false) jwt = jwt.setIssuedAt();
    if (claims.exp !== false) jwt = jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(secret));
  }

  it('are refused without exp, iat or sub', async () => {
    const me = async (token: string) =>
      testApp.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(await tokenWith({}))).statusCode).toBe(200);
    for (const missing of ['exp', 'iat', 'sub'] as const) {
      const response = await me(await tokenWith({ [missing]: false }));
      expect(response.statusCode, missing).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    }
  });
});

describe('answers of the API', () => {
  it('are never stored by a cache, whether they succeed or fail', async () => {
    for (const url of ['/api/me', '/api/risks', '/api/users/profile', '/api/no-such-route']) {
      const response = await engineer.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('carry HSTS only over https, which is believed from a proxy only when TRUST_PROXY names it', async () => {
    const plain = await testApp.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await testApp.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const proxied = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('requests the HTTP layer rejects', () => {
  let origin: { host: string; port: number };
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address() as AddressInfo;
    origin = { host: address.address, port: address.port };
  });

  /** Sends raw bytes and reads the whole answer: what Node's parser says before any route runs. */
  function rawExchange(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(origin.port, origin.host, () => socket.end(bytes));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers problem+json to a malformed Content-Length', async () => {
    const answer = await rawExchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12abc\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('application/problem+json');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 400, code: 'bad_request', title: expect.any(String) });
  });

  it('answers problem+json to an address that does not decode', async () => {
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest({ ...origin, path: '/api/%E0%A4%A' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
        );
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/problem+json');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, code: 'bad_request' });
  });
});

describe('deeply nested bodies', () => {
  it('are refused as too deeply nested, not with the parser’s stack overflow', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        headers: { ...asMember(engineer), 'content-type': 'application/json' },
        payload: `{"name":${open.repeat(100_000)}1${close.repeat(100_000)}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json() as { code: string; detail: string };
      expect(problem.code).toBe('bad_request');
      expect(problem.detail).toBe('The body is too deeply nested (at most 100 levels).');
      expect(response.body).not.toMatch(/stack|Maximum call/i);
    }
  });

  it('are read as before within the bound, and brackets inside texts do not count', async () => {
    for (const name of [`${'['.repeat(50)}1${']'.repeat(50)}`, JSON.stringify(`\\"${'[{'.repeat(200)}`)]) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        headers: { ...asMember(engineer), 'content-type': 'application/json' },
        payload: `{"name":${name}}`,
      });
      expectValidationProblem(response);
      expect((response.json() as { errors: Record<string, string[]> }).errors).toHaveProperty(['name']);
    }
  });
});
