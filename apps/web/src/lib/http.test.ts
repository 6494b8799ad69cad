import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHttpClient,
  createPlainClient,
  HttpError,
  isAbortedRequest,
  type HttpClient,
  type HttpSession,
} from './http';
import { problemOf } from './problem';

/**
 * A real server on 127.0.0.1: 444 for the old token, 200 for the new one. Requests go through
 * `fetch`, and uploads with progress through jsdom's XMLHttpRequest, which holds to CORS: the page
 * (jsdom) is on another origin, so the server answers CORS (with credentials).
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

/**
 * Makes `FormData` the class of the realm `fetch` belongs to, as a browser's is. Here `FormData` is
 * jsdom's and `fetch` is Node's, which from Node 22 sends a form of another realm as the text
 * "[object FormData]".
 */
async function useFetchRealmFormData() {
  const form = await new Response(new URLSearchParams()).formData();
  vi.stubGlobal('FormData', form.constructor);
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
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
}

/** Answers with what came: the body (JSON parsed), its content type and the query string. */
function echo(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const json = req.headers['content-type']?.startsWith('application/json');
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        data: {
          body: json ? (JSON.parse(text) as unknown) : text.length,
          contentType: req.headers['content-type'] ?? null,
          query: new URL(req.url ?? '/', 'http://127.0.0.1').search,
        },
      }),
    );
  });
}

function answer(req: IncomingMessage, res: ServerResponse, path: string) {
  const authorization = req.headers.authorization;
  res.setHeader('Content-Type', 'application/json');
  const fixed = /^\/status\/(\d{3})$/.exec(path);
  if (path === '/problem') {
    res.statusCode = 409;
    res.setHeader('Content-Type', 'application/problem+json');
    res.end(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, code: 'version_conflict' }));
  } else if (path === '/text') {
    res.setHeader('Content-Type', 'text/plain');
    res.end('plain words');
  } else if (path === '/file') {
    res.setHeader('Content-Type', 'text/csv');
    res.setHeader('Content-Disposition', 'attachment; filename="register.csv"');
    res.end('code,title\nR-001,Overtopping\n');
  } else if (path === '/empty') {
    res.statusCode = 204;
    res.end();
  } else if (fixed) {
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
    if (path === '/echo') {
      echo(req, res);
    } else if (path === '/never') {
      held.push(() => answer(req, res, path)); // answered only if the test releases it
    } else if (path.startsWith('/held/') && req.headers.authorization === `Bearer ${oldToken}`) {
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
 * Counts the answers the client has received, by wrapping its transport (`fetch`). Lets a test hold
 * the refresh until every 444 has reached the client's handling of it.
 */
function countAnswers(http: HttpClient) {
  const transport = http.transport;
  const counter = { answers: 0 };
  http.transport = async (request) => {
    try {
      return await transport(request);
    } finally {
      counter.answers += 1;
    }
  };
  return counter;
}

/** Resolves once `count` answers are in and the client has handled them (a macrotask later). */
async function answersReceived(counter: { answers: number }, count: number) {
  await vi.waitFor(() => expect(counter.answers).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 5 });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  seen = [];
  held = [];
  validTokens = new Set([newToken]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Requests a test left unanswered on purpose.
  const release = held;
  held = [];
  for (const respond of release) respond();
});

describe('createHttpClient', () => {
  let http: HttpClient;

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

  it('sends cookies (credentials included) to the base address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    http = createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });

    await http.get('/items');

    expect(fetchSpy).toHaveBeenCalledWith(`${baseURL}/items`, expect.objectContaining({ credentials: 'include' }));
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

    expect(error.status).toBe(444);
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
    refreshed.reject(new Error('Request failed with status code 401'));
    const errors = await Promise.all(failures);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalled();
    expect(session.setAccessToken).not.toHaveBeenCalled();
    expect(errors.map((error) => error.status)).toEqual([444, 444]);
    expect(errors.map((error) => error.message)).toEqual(Array(2).fill('Request failed with status code 444'));
    expect(errors.map((error) => error.request.url)).toEqual(['/held/x', '/held/y']);
    // Not retried: each went out once, with the old token.
    expect(seenOn('/held/x')).toEqual([`Bearer ${oldToken}`]);
    expect(seenOn('/held/y')).toEqual([`Bearer ${oldToken}`]);
  });

  it.each([401, 500])('passes a %i through untouched, without a refresh', async (status) => {
    const session = fakeSession(newToken);
    const refresh = vi.fn(async () => newToken);
    http = createHttpClient({ baseURL, session, refresh });

    const error = await rejection(http.get(`/status/${status}`));

    expect(error.status).toBe(status);
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error.body).toEqual({ status });
    expect(refresh).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
    expect(seenOn(`/status/${status}`)).toHaveLength(1);
  });
});

interface Echo {
  data: { body: unknown; contentType: string | null; query: string };
}

describe('requests and answers', () => {
  const http = () => createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });

  it('sends a JSON body as JSON, and reads a JSON answer', async () => {
    const response = await http().post<Echo>('/echo', { title: 'Overtopping', rating: 3 });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.data.data.body).toEqual({ title: 'Overtopping', rating: 3 });
    expect(response.data.data.contentType).toBe('application/json');
  });

  it('sends a form as multipart, as it is', async () => {
    await useFetchRealmFormData();
    const form = new FormData();
    form.append('title', 'Dam break study');

    const response = await http().put<Echo>('/echo', form);

    expect(response.data.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.data.data.body).toBeGreaterThan(0);
  });

  it('writes query parameters, leaving out empty ones and repeating the key of a list', async () => {
    const response = await http().get<Echo>('/echo', {
      params: { q: 'dam wall', limit: 50, critical: true, cursor: undefined, owner: null },
    });
    const listed = await http().get<Echo>('/echo', {
      params: new URLSearchParams([
        ['tag', 'a'],
        ['tag', 'b'],
      ]),
    });

    expect(response.data.data.query).toBe('?q=dam+wall&limit=50&critical=true');
    expect(listed.data.data.query).toBe('?tag=a&tag=b');
  });

  it('rejects a problem+json answer with its status and body, which problemOf reads', async () => {
    const error = await rejection(http().patch('/problem', { version: 1 }));

    expect(error.status).toBe(409);
    expect(error.message).toBe('Request failed with status code 409');
    expect(error.body).toEqual({ type: 'about:blank', title: 'Conflict', status: 409, code: 'version_conflict' });
    expect(problemOf(error)).toEqual(error.body);
  });

  it('keeps an answer that is not JSON as text, and an empty one as an empty text', async () => {
    expect((await http().get('/text')).data).toBe('plain words');
    const empty = await http().delete('/empty');
    expect(empty.status).toBe(204);
    expect(empty.data).toBe('');
  });

  it('reads a file as a Blob, with its headers', async () => {
    const response = await http().get<Blob>('/file', { responseType: 'blob' });

    expect(await response.data.text()).toBe('code,title\nR-001,Overtopping\n');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="register.csv"');
  });

  it('answers any status when told to (logout reads its 205 or 401 itself)', async () => {
    const response = await http().get('/status/401', { validateStatus: () => true });
    expect(response.status).toBe(401);
  });

  it("says 'Network Error' when no answer comes", async () => {
    const offline = createPlainClient('http://127.0.0.1:1');

    const error = await rejection(offline.get('/items'));

    expect(error.status).toBeNull();
    expect(error.message).toBe('Network Error');
    expect(isAbortedRequest(error)).toBe(false);
  });
});

describe('aborting a request', () => {
  it('rejects as aborted, not as a network failure', async () => {
    const http = createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });
    const controller = new AbortController();

    const pending = rejection(http.get('/never', { signal: controller.signal }));
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 5000, interval: 5 });
    controller.abort();
    const error = await pending;

    expect(isAbortedRequest(error)).toBe(true);
    expect(error.status).toBeNull();
    expect(error.message).toBe('canceled');
  });

  it('does not send a request aborted before it starts', async () => {
    const http = createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });
    const controller = new AbortController();
    controller.abort();

    const error = await rejection(http.get('/items', { signal: controller.signal }));

    expect(isAbortedRequest(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe('uploads with progress (XMLHttpRequest)', () => {
  function upload() {
    const form = new FormData();
    form.append('file', new File(['x'.repeat(64 * 1024)], 'survey.csv', { type: 'text/csv' }));
    return form;
  }

  it('reports progress and sends the token, the tenant and the form', async () => {
    const http = createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });
    const progress: Array<{ loaded: number; total: number | undefined }> = [];

    const response = await http.post<Echo>('/echo', upload(), { onUploadProgress: (event) => progress.push(event) });

    expect(response.status).toBe(200);
    expect(response.data.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    expect(seen).toEqual([{ method: 'POST', path: '/echo', authorization: `Bearer ${newToken}`, tenant: tenantID }]);
  });

  it('refreshes on a 444 and sends the upload again with the new token', async () => {
    const session = fakeSession();
    const refresh = vi.fn(async () => newToken);
    const http = createHttpClient({ baseURL, session, refresh });

    const response = await http.post<{ data: { path: string } }>('/uploaded', upload(), {
      onUploadProgress: () => undefined,
    });

    expect(response.data.data.path).toBe('/uploaded');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seenOn('/uploaded')).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
  });

  it('rejects a refused upload with its problem, and an aborted one as aborted', async () => {
    const http = createHttpClient({ baseURL, session: fakeSession(newToken), refresh: vi.fn() });
    const refused = await rejection(http.post('/problem', upload(), { onUploadProgress: () => undefined }));
    expect(refused.status).toBe(409);
    expect(problemOf(refused)?.code).toBe('version_conflict');

    const controller = new AbortController();
    const pending = rejection(
      http.post('/never', upload(), { onUploadProgress: () => undefined, signal: controller.signal }),
    );
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 5000, interval: 5 });
    controller.abort();
    expect(isAbortedRequest(await pending)).toBe(true);
  });
});
