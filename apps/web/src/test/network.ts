/** The network of a screen under test: the shared client's requests answered by the test. */
import { http } from '../lib/api';
import type { HttpClient, Transport } from '../lib/http';

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
 * keep a request waiting). Returns the requests seen and a function that puts the real transport back.
 */
export function answerRequests(answer: (request: SeenRequest) => Answer | Promise<Answer>, client: HttpClient = http) {
  const original = client.transport;
  const seen: SeenRequest[] = [];
  const transport: Transport = async (sent) => {
    const request = {
      method: sent.method.toUpperCase(),
      url: sent.url,
      tenant: sent.headers.get('x-tenant-id') ?? undefined,
      body: sent.data,
    };
    seen.push(request);
    const { status, data } = await answer(request);
    return { status, data };
  };
  client.transport = transport;
  return { seen, restore: () => (client.transport = original) };
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return { status, data: { type: 'about:blank', title: code, status, code, ...extra } };
}
