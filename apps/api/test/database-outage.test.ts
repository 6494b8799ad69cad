/**
 * PostgreSQL going away under load: the server stays up, answers 503 `database_unavailable` with
 * Retry-After (never a 500) while it is gone, and serves again within seconds of its return, with
 * exactly one change listener however many outages it went through. PostgreSQL only: the embedded
 * database lives inside the process and cannot go away on its own.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { risks } from '../src/db/schema/index';
import { withTenant } from '../src/db/tenant';
import { listenRetryDelayMs } from '../src/db/client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { asMember, createTestApp, databaseKind, demoEmails, signIn, type SignedIn, type TestApp } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

/** Connections to the test server from outside the app, to watch and terminate the app's own. */
async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function connectionsNamed(applicationName: string): Promise<number> {
  return withServer(async (client) => {
    const result = await client.query<{ count: string }>(
      'select count(*) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return Number(result.rows[0]!.count);
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await condition()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** Requests that all reach the database: a document list (never cached) and readiness. */
function loadUntil(testApp: TestApp, member: SignedIn, stop: () => boolean, concurrency = 8) {
  const statuses: number[] = [];
  const problems: { status: number; code: string; retryAfter: unknown; contentType: unknown }[] = [];
  const worker = async () => {
    while (!stop()) {
      const response = await testApp.app.inject({
        url: '/api/documents/new?nonAssetCategory=all&limit=5',
        headers: asMember(member),
      });
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) {
        problems.push({
          status: response.statusCode,
          code: (response.json() as { code: string }).code,
          retryAfter: response.headers['retry-after'],
          contentType: response.headers['content-type'],
        });
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, problems, done };
}

describe.skipIf(databaseKind !== 'postgres')('PostgreSQL going away under load', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let engineer: SignedIn;
  const applicationName = `freeboard-outage-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    testApp = await createTestApp({
      database: {
        applicationName,
        connectVia: async (url) => {
          proxy = await startTcpProxy(url);
          return proxy.url;
        },
      },
    });
    engineer = await signIn(testApp.app, demoEmails.engineer);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await testApp.close();
    await proxy.close();
  });

  it('answers 503 database_unavailable with Retry-After while it is gone, and serves again soon after', async () => {
    let stopped = false;
    const load = loadUntil(testApp, engineer, () => stopped);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await proxy.cut();
    await waitFor(async () => load.problems.length >= 10, 10_000);
    const ready = await testApp.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'database_unavailable' });

    await proxy.restore();
    const recoveredAfterMs = await waitFor(
      async () => (await testApp.app.inject({ url: '/api/ready' })).statusCode === 200,
      5_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopped = true;
    await load.done;

    expect(recoveredAfterMs).toBeLessThan(5_000);
    expect(new Set(load.statuses)).toEqual(new Set([200, 503]));
    for (const problem of load.problems) {
      expect(problem).toEqual({
        status: 503,
        code: 'database_unavailable',
        retryAfter: expect.stringMatching(/^\d+$/),
        contentType: expect.stringContaining('application/problem+json'),
      });
    }
    const after = await testApp.app.inject({
      url: '/api/documents/new?nonAssetCategory=all&limit=5',
      headers: asMember(engineer),
    });
    expect(after.statusCode).toBe(200);
  });

  it('survives its connections being terminated between and during statements', async () => {
    let stopped = false;
    const load = loadUntil(testApp, engineer, () => stopped);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await withServer((client) =>
        client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name like $1', [
          `${applicationName}%`,
        ]),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopped = true;
    await load.done;
    expect(load.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(load.statuses.at(-1)).toBe(200);
  });

  it('keeps exactly one change listener through repeated outages, and hears changes again', async () => {
    const listener = `${applicationName} listener`;
    for (let outage = 0; outage < 3; outage += 1) {
      await proxy.cut();
      // Long enough for several reconnect attempts to fail while it is gone.
      await new Promise((resolve) => setTimeout(resolve, listenRetryDelayMs.first * 6));
      await proxy.restore();
      await waitFor(async () => (await connectionsNamed(listener)) === 1, listenRetryDelayMs.max + 5_000);
    }
    // Attempts that were pending when it came back must not open more connections later.
    await new Promise((resolve) => setTimeout(resolve, listenRetryDelayMs.first * 8));
    expect(await connectionsNamed(listener)).toBe(1);

    // A change made elsewhere reaches the cache through the listener again.
    const list = async () =>
      (
        (await testApp.app.inject({ url: '/api/risks', headers: asMember(engineer) })).json() as {
          data: { riskID: string; title: string }[];
        }
      ).data;
    const [first] = await list();
    const newTitle = `Retitled after the outages ${randomUUID().slice(0, 4)}`;
    await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx.update(risks).set({ title: newTitle }).where(eq(risks.id, first!.riskID)),
    );
    await waitFor(async () => (await list()).some((risk) => risk.title === newTitle), 5_000);
  });

  it('gave every connection back to the pool through all of it: closing waits for none', async () => {
    const closed = testApp.database.close().then(() => 'closed');
    const hung = new Promise((resolve) => setTimeout(() => resolve('a connection was never released'), 10_000));
    expect(await Promise.race([closed, hung])).toBe('closed');
  });
});
