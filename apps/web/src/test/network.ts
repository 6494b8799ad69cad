/** The network of a screen under test: the shared client's requests answered by the test. */
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/api';

export interface SeenRequest {
  method: string;
  url: string;
  tenant: unknown;
  body: unknown;
}

export interface Answer {
  status: number;
  data?: unknown;
}

/**
 * Stands in for the network: `answer` gets each request of the shared client (or of `client`, such
 * as the one for calls without a session) and returns a status and body (or a promise of them, to
 * keep a request waiting). Returns the requests seen and a function that puts the real adapter back.
 */
export function answerRequests(
  answer: (request: SeenRequest) => Answer | Promise<Answer>,
  client: AxiosInstance = http,
) {
  const original = client.defaults.adapter;
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      tenant: config.headers.get('x-tenant-id'),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown),
    };
    seen.push(request);
    const { status, data } = await answer(request);
    const response = { data, status, statusText: '', headers: {}, config };
    const validate = config.validateStatus ?? ((code: number) => code >= 200 && code < 300);
    if (validate(status)) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };
  client.defaults.adapter = adapter;
  return { seen, restore: () => (client.defaults.adapter = original) };
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return { status, data: { type: 'about:blank', title: code, status, code, ...extra } };
}
