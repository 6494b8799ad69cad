import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxiosError, getAdapter, type AxiosInstance } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpSession } from './http';

/**
 * A real server on 127.0.0.1: 444 for the old token, 200 for the new one. The page (jsdom) is on
 * another origin, so the server answers CORS (with credentials); the requests go through axios's
 * browser adapter, jsdom's XMLHttpRequest, as in the app.
 */
const oldToken = 'old-token';
const newToken = 'new-token';
const tenantID = '0190a000-0000-7000-8000-0000000000a1';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  tenant: string | undefined;
}

let server: Server;
let baseURL: string;
let seen: SeenRequest[] = [];
/** The access tokens the server currently accepts. */
let validTokens = new Set([newToken]);
/** Requests to `/held/*` are answered only when the test releases them. */
let held: Array<() => void> = [];

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Headers', 'authorization, x-tenant-id, content-type');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
}

function answer(req: IncomingMessage, res: ServerResponse, path: string) {
  const authorization = req.headers.authorization;
  res.setHeader('Content-Type', 'application/json');
  const fixed = /^\/status\/(\d{3})$/.exec(path);
  if (fixed) {
    res.statusCode = Number(fixed[1]);
    res.end(JSON.stringify({ status: res.statusCode }));
  } else if (path.startsWith('/always-expired') || !validTokens.has(authorization?.replace(/^Bearer /, '') ?? '')) {
    res.statusCode = 444;
    res.end(JSON.stringify({ status: 444, title: 'Access token expired' }));
  } else {
    res.statusCode = 200;
    res.end(JSON.stringify({ data: { path } }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    seen.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      tenant: req.headers['x-tenant-id'] as string | undefined,
    });
    if (path.startsWith('/held/') && req.headers.authorization === `Bearer ${oldToken}`) {
      held.push(() => answer(req, res, path));
    } else {
      answer(req, res, path);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The session as the client sees it: a token in memory and the active tenant. */
function fakeSession(initialToken: string | null = oldToken) {
  let token = initialToken;
  const session = {
    getAccessToken: vi.fn(() => token),
    getTenantID: vi.fn((): string | null => tenantID),
    setAccessToken: vi.fn((next: string) => {
      token = next;
    }),
    clear: vi.fn(() => {
      token = null;
    }),
  } satisfies HttpSession;
  return session;
}

function seenOn(path: string) {
  return seen.filter((request) => request.path === path).map((request) => request.authorization);
}

async function releaseHeldWhen(count: number) {
  await vi.waitFor(() => expect(held).toHaveLength(count), { timeout: 5000, interval: 5 });
  const release = held;
  held = [];
  for (const respond of release) respond();
}

/**
 * Counts the answers the client has received, by wrapping the adapter axios picked (jsdom's
 * XMLHttpRequest). Lets a test hold the refresh until every 444 has reached the interceptor.
 */
function countAnswers(http: AxiosInstance) {
  const adapter = getAdapter(http.defaults.adapter);
  const counter = { answers: 0 };
  http.defaults.adapter = async (config) => {
    try {
      return await adapter(config);
    } finally {
      counter.answers += 1;
    }
  };
  return counter;
}

/** Resolves once `count` answers are in and their interceptors have run (a macrotask later). */
async function answersReceived(counter: { answers: number }, count: number) {
  await vi.waitFor(() => expect(counter.answers).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 5 });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function rejection(promise: Promise<unknown>): Promise<AxiosError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AxiosError);
    return error as AxiosError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  seen = [];
  held = [];
  validTokens = new Set([newToken]);
});

describe('createHttpClient', () => {
  let http: AxiosInstance;

  it('sends the bearer token and the tenant on every request', async () => {
    const session = fakeSession(newToken);
    http = createHttpClient({ baseURL, session, refresh: vi.fn() });

    const response = await http.get<{ data: { path: string } }>('/items');

    expect(response.status).toBe(200);
    expect(response.data.data.path).toBe('/items');
    expect(seen).toEqual([{ method: 'GET', path: '/items', authorization: `Bearer ${newToken}`, tenant: tenantID }]);
  });

  it('keeps the tenant a request names (from its query key) instead of the active one', async () => {
    const session = fakeSession(newToken);
    http = createHttpClient({ baseURL, session, refresh: vi.fn() });
    const otherTenantID = '0190a000-0000-7000-8000-0000000000b2';

    await http.get('/items', { headers: { 'x-tenant-id': otherTenantID } });
    await http.get('/items');

    expect(seen.map((request) => request.tenant)).toEqual([otherTenantID, tenantID]);
  });

  it('sends cookies (withCredentials)', () => {
    http = createHttpClient({ baseURL, session: fakeSession(), refresh: vi.fn() });
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.baseURL).toBe(baseURL);
  });

  it('refreshes once for several requests that all get 444, and retries each once with the new token', async () => {
    const session = fakeSession();
    const refreshed = deferred<string>();
    const refresh = vi.fn(() => refreshed.promise);
    http = createHttpClient({ baseURL, session, refresh });
    const counter = countAnswers(http);

    const requests = ['/held/a', '/held/b', '/held/c'].map((path) => http.get<{ data: { path: string } }>(path));
    // All three reach the server with the old token and are answered 444 together; the refresh
    // finishes only once all three 444 answers are in.
    await releaseHeldWhen(3);
    await answersReceived(counter, 3);
    expect(refresh).toHaveBeenCalledTimes(1);
    refreshed.resolve(newToken);
    const responses = await Promise.all(requests);

    expect(responses.map((response) => response.data.data.path)).toEqual(['/held/a', '/held/b', '/held/c']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.setAccessToken).toHaveBeenCalledTimes(1);
    expect(session.setAccessToken).toHaveBeenCalledWith(newToken);
    expect(session.clear).not.toHaveBeenCalled();
    for (const path of ['/held/a', '/held/b', '/held/c']) {
      expect(seenOn(path)).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    }
    expect(seen.every((request) => request.tenant === tenantID)).toBe(true);
  });

  it('makes requests started while the refresh runs wait for it and go out with the new token', async () => {
    const session = fakeSession();
    const refreshed = deferred<string>();
    const refresh = vi.fn(() => refreshed.promise);
    http = createHttpClient({ baseURL, session, refresh });

    const counter = countAnswers(http);

    const first = http.get('/held/first');
    await releaseHeldWhen(1);
    await answersReceived(counter, 1);
    expect(refresh).toHaveBeenCalledTimes(1);

    const late = http.get<{ data: { path: string } }>('/late');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenOn('/late')).toEqual([]); // held back, not sent with the old token
    refreshed.resolve(newToken);

    expect((await late).data.data.path).toBe('/late');
    await first;
    expect(seenOn('/late')).toEqual([`Bearer ${newToken}`]);
    expect(seenOn('/held/first')).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes again when the refreshed token expires in turn', async () => {
    const session = fakeSession();
    const refresh = vi.fn().mockResolvedValueOnce(newToken).mockResolvedValueOnce('newer-token');
    http = createHttpClient({ baseURL, session, refresh });

    await http.get('/first');
    validTokens = new Set(['newer-token']); // the first refreshed token has expired meanwhile
    await http.get('/second');

    expect(refresh).toHaveBeenCalledTimes(2);
    expect(session.setAccessToken.mock.calls).toEqual([[newToken], ['newer-token']]);
    expect(seenOn('/first')).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(seenOn('/second')).toEqual([`Bearer ${newToken}`, 'Bearer newer-token']);
  });

  it('does not refresh again for a 444 that arrives after the shared refresh has finished', async () => {
    const session = fakeSession();
    const refresh = vi.fn(async () => newToken);
    http = createHttpClient({ baseURL, session, refresh });

    // Both go out with the old token; the quick one's 444 refreshes, the slow one's 444 comes later.
    const slow = http.get<{ data: { path: string } }>('/held/slow');
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 5000, interval: 5 });
    await http.get('/quick');
    expect(refresh).toHaveBeenCalledTimes(1);
    await releaseHeldWhen(1);
    expect((await slow).data.data.path).toBe('/held/slow');
    expect(seenOn('/held/slow')).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.setAccessToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry a second time when the retried request gets 444 again', async () => {
    const session = fakeSession();
    const refresh = vi.fn(async () => newToken);
    http = createHttpClient({ baseURL, session, refresh });

    const error = await rejection(http.get('/always-expired'));

    expect(error.response?.status).toBe(444);
    expect(seenOn('/always-expired')).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('clears the session and rejects every request with its original 444 when the refresh fails', async () => {
    const session = fakeSession();
    const refreshed = deferred<string>();
    const refresh = vi.fn(() => refreshed.promise);
    http = createHttpClient({ baseURL, session, refresh });
    const counter = countAnswers(http);

    const failures = ['/held/x', '/held/y'].map((path) => rejection(http.get(path)));
    await releaseHeldWhen(2);
    await answersReceived(counter, 2);
    expect(refresh).toHaveBeenCalledTimes(1);
    refreshed.reject(new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST'));
    const errors = await Promise.all(failures);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalled();
    expect(session.setAccessToken).not.toHaveBeenCalled();
    expect(errors.map((error) => error.response?.status)).toEqual([444, 444]);
    expect(errors.map((error) => error.config?.url)).toEqual(['/held/x', '/held/y']);
    // Not retried: each went out once, with the old token.
    expect(seenOn('/held/x')).toEqual([`Bearer ${oldToken}`]);
    expect(seenOn('/held/y')).toEqual([`Bearer ${oldToken}`]);
  });

  it.each([401, 500])('passes a %i through untouched, without a refresh', async (status) => {
    const session = fakeSession(newToken);
    const refresh = vi.fn(async () => newToken);
    http = createHttpClient({ baseURL, session, refresh });

    const error = await rejection(http.get(`/status/${status}`));

    expect(error.response?.status).toBe(status);
    expect(error.response?.data).toEqual({ status });
    expect(refresh).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
    expect(seenOn(`/status/${status}`)).toHaveLength(1);
  });
});
