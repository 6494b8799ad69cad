/**
 * The HTTP client (CONTRACT §3, §4) over `fetch`: base URL, cookies, bearer token and tenant on every
 * request. A 444 (access token expired) starts exactly one refresh, shared by every request in
 * flight; each is retried once with the new token. A failed refresh ends the session and rejects
 * with the original error.
 *
 * A request that names its tenant (`x-tenant-id`, set by tenant-scoped fetchers from their query
 * key) keeps it; every other request goes out for the session's active tenant.
 *
 * Answers outside 2xx reject with an `HttpError` carrying the status and the decoded body (the
 * API's problem+json). A request that asks for upload progress goes through XMLHttpRequest instead
 * (`upload-transport.ts`, loaded with the first upload): `fetch` does not report it.
 */

import {
  fetchTransport,
  type HttpRequest,
  type Method,
  type TransportAnswer,
  type QueryParams,
  type RequestOptions,
  type Transport,
} from './http-transport';

export {
  fetchTransport,
  type HttpRequest,
  type QueryParams,
  type RequestOptions,
  type Transport,
  type TransportAnswer,
  type UploadProgress,
} from './http-transport';

export const accessTokenExpiredStatus = 444;

export const tenantHeader = 'x-tenant-id';

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** How requests leave; tests put their own in its place. */
  transport: Transport;
}

/** A request that got no answer in 2xx, or no answer at all. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    readonly request: HttpRequest,
    /** The answer's status; null when no answer came (network failure, aborted). */
    readonly status: number | null,
    /** The decoded answer: the API's problem+json for its refusals. */
    readonly body: unknown,
    /** The caller aborted the request (its `signal`). */
    readonly aborted = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function isAbortedRequest(error: unknown): boolean {
  return error instanceof HttpError && error.aborted;
}

/** `fetch`, or XMLHttpRequest for a request that reports its upload progress. */
const defaultTransport: Transport = async (request) => {
  if (!request.onUploadProgress) return fetchTransport(request);
  const { xhrTransport } = await import('./upload-transport');
  return xhrTransport(request);
};

/** A parameter's text: a date as ISO 8601, text, numbers and booleans as they print, anything else as JSON; nothing for undefined and null. */
function queryValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  let search: URLSearchParams;
  if (params instanceof URLSearchParams) search = params;
  else {
    search = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        const text = queryValue(item);
        if (text !== null) search.append(name, text);
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isSent(data: unknown): data is XMLHttpRequestBodyInit {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

function buildRequest(baseURL: string, method: Method, url: string, data: unknown, options: RequestOptions = {}) {
  const { headers: headerValues, ...rest } = options;
  const headers = new Headers(headerValues);
  if (!headers.has('accept')) headers.set('accept', 'application/json, text/plain, */*');
  let body: XMLHttpRequestBodyInit | undefined;
  if (isSent(data)) body = data;
  else if (data !== undefined && data !== null) {
    body = JSON.stringify(data);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const href = `${baseURL}${url}${queryString(options.params)}`;
  const request: HttpRequest = { ...rest, method, url, data, headers, href, body };
  return request;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

async function send(transport: Transport, request: HttpRequest): Promise<HttpResponse<unknown>> {
  let answer: TransportAnswer;
  try {
    answer = await transport(request);
  } catch (cause) {
    if (request.signal?.aborted) throw new HttpError('canceled', request, null, undefined, true, { cause });
    throw new HttpError('Network Error', request, null, undefined, false, { cause });
  }
  if (!(request.validateStatus ?? isSuccess)(answer.status)) {
    throw new HttpError(`Request failed with status code ${answer.status}`, request, answer.status, answer.data);
  }
  return { data: answer.data, status: answer.status, headers: answer.headers ?? new Headers() };
}

type Perform = (client: HttpClient, request: HttpRequest) => Promise<HttpResponse<unknown>>;

function clientOver(baseURL: string, perform: Perform): HttpClient {
  const call = <T>(method: Method, url: string, data: unknown, options?: RequestOptions) =>
    perform(client, buildRequest(baseURL, method, url, data, options)) as Promise<HttpResponse<T>>;
  const client: HttpClient = {
    transport: defaultTransport,
    get: (url, options) => call('get', url, undefined, options),
    delete: (url, options) => call('delete', url, undefined, options),
    post: (url, data, options) => call('post', url, data, options),
    put: (url, data, options) => call('put', url, data, options),
    patch: (url, data, options) => call('patch', url, data, options),
  };
  return client;
}

export interface HttpSession {
  getAccessToken(): string | null;
  getTenantID(): string | null;
  setAccessToken(token: string): void;
  clear(): void;
}

export interface HttpClientOptions {
  baseURL: string;
  session: HttpSession;
  /** Exchanges the refresh cookie for a new access token. */
  refresh: () => Promise<string>;
}

export function createHttpClient({ baseURL, session, refresh }: HttpClientOptions): HttpClient {
  let refreshing: Promise<string> | null = null;

  function refreshOnce(): Promise<string> {
    refreshing ??= refresh()
      .then((token) => {
        session.setAccessToken(token);
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The token (and, the first time, the tenant) this attempt goes out with. */
  async function authorize(request: HttpRequest): Promise<string | null> {
    // A request made while a refresh runs waits for it rather than failing with the old token.
    if (refreshing) await refreshing.catch(() => undefined);
    const token = session.getAccessToken();
    const tenantID = session.getTenantID();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    if (tenantID && !request.headers.has(tenantHeader)) request.headers.set(tenantHeader, tenantID);
    return token;
  }

  return clientOver(baseURL, async (client, request) => {
    const sentToken = await authorize(request);
    try {
      return await send(client.transport, request);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== accessTokenExpiredStatus) throw error;
      try {
        const current = session.getAccessToken();
        // A late 444 for a token that a finished refresh already replaced: just retry with the new one.
        if (!current || current === sentToken) await refreshOnce();
      } catch {
        session.clear();
        throw error;
      }
      await authorize(request);
      // Retried once: a second 444 rejects.
      return send(client.transport, request);
    }
  });
}

/** A client without session handling, for the refresh call itself (no loop on its own 401). */
export function createPlainClient(baseURL: string): HttpClient {
  return clientOver(baseURL, (client, request) => send(client.transport, request));
}
