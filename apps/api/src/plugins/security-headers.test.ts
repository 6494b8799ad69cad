import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import securityHeadersPlugin from './security-headers';

let app: FastifyInstance | undefined;

/** The plugin alone on a bare app, with the one setting it reads. */
async function appWithHeaders(sentryDsn = ''): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  await app.register(
    fp(async (instance) => void instance.decorate('config', { sentryDsn } as Config), { name: 'context' }),
  );
  await app.register(securityHeadersPlugin);
  app.get('/', async () => 'page');
  await app.ready();
  return app;
}

/** The policy's directives by name: `{ 'frame-src': ["'self'", 'blob:'], … }`. */
async function contentSecurityPolicy(instance: FastifyInstance): Promise<Record<string, string[]>> {
  const response = await instance.inject({ url: '/' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('content security policy', () => {
  it("lets the document preview frame the PDF it shows from an object URL, and nothing else's", async () => {
    const policy = await contentSecurityPolicy(await appWithHeaders());
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
  });

  it('still embeds no plugins and is framed by no one', async () => {
    const policy = await contentSecurityPolicy(await appWithHeaders());
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('connects to the error-reporting origin only when one is configured', async () => {
    expect((await contentSecurityPolicy(await appWithHeaders()))['connect-src']).toEqual(["'self'"]);
    await app?.close();
    const policy = await contentSecurityPolicy(await appWithHeaders('https://key@o1.ingest.sentry.io/42'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
  });
});
