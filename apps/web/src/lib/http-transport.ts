/**
 * How a request leaves and its answer comes back, apart from the client (`http.ts`) that adds the
 * session, the tenant and the refresh: `fetch` here, XMLHttpRequest for uploads that report their
 * progress (`upload-transport.ts`). Both transports and the client depend on this module alone.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Query parameters: undefined and null are left out, a list repeats its key (`tag=a&tag=b`). */
export type QueryParams = URLSearchParams | object;

export interface UploadProgress {
  loaded: number;
  /** Unknown when the browser cannot tell the body's size. */
  total: number | undefined;
}

export interface RequestOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for files; by default a JSON answer is parsed (any other text is kept as it came). */
  responseType?: 'json' | 'blob';
  /** Which statuses are answers rather than failures; by default 2xx. */
  validateStatus?: (status: number) => boolean;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** One request as a transport sends it. */
export interface HttpRequest extends Omit<RequestOptions, 'headers'> {
  method: Method;
  /** The path under the base URL, as the caller named it (`/risks/summary`). */
  url: string;
  /** The body as the caller gave it. */
  data?: unknown;
  headers: Headers;
  /** Where it goes: base URL, path and query string. */
  href: string;
  /** The body as it is sent: JSON text, or the caller's FormData, Blob or text as they are; none for null. */
  body: XMLHttpRequestBodyInit | undefined;
}

/** An answer, whatever its status: the client decides what fails. */
export interface TransportAnswer {
  status: number;
  data: unknown;
  headers?: Headers;
}

/** Sends a request and reads its answer; rejects only when no answer came (network, aborted). */
export type Transport = (request: HttpRequest) => Promise<TransportAnswer>;

/** The answer's body: JSON when it parses, the text as it came otherwise (an empty body is ''). */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.href, {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.body,
    credentials: 'include',
    signal: request.signal,
  });
  const data = request.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
  return { status: response.status, headers: response.headers, data };
};
