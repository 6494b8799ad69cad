/**
 * Tenancy that no route can bypass: a route given no tenant, reaching for every database handle it
 * can find on the Fastify instance (`request.server.db`, `request.server.database.db`, anything a
 * plugin decorated), reads no tenant's rows. The handles run as the platform role; only `withTenant`
 * (through `inTenant`) reaches tenant data, and then only that tenant's.
 *
 * Nor does it read a secret: password hashes, refresh tokens' hashes and invitations are found only
 * one at a time, by their key, through the database's functions (decision 0038).
 */
import type { FastifyInstance } from 'fastify';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, refreshTokens, sites, users } from '../src/db/schema/index';
import { databaseKind, demoEmails, demoPassword } from './test-app';
import { useTestApp } from './harness';

interface Attempt {
  path: string;
  outcome: 'permission denied' | 'rows' | 'other error';
  tenants: string[];
}

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;
const isFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function';

/** Drizzle's database object, or a driver's pool, client or PGlite: anything that runs SQL. */
function sqlRunnerOf(value: Record<PropertyKey, unknown>): ((statement: string) => Promise<unknown>) | null {
  if (isFunction(value.execute) && isFunction(value.select) && isFunction(value.transaction)) {
    const execute = value.execute.bind(value) as (query: unknown) => Promise<unknown>;
    return (statement) => execute(sql.raw(statement));
  }
  const isPool = isFunction(value.connect) && isFunction(value.end); // node-postgres pools and clients
  const isPglite = isFunction(value.exec) && isFunction(value.listen);
  if (isFunction(value.query) && (isPool || isPglite)) {
    const query = value.query.bind(value) as (statement: string) => Promise<unknown>;
    return (statement) => query(statement);
  }
  return null;
}

/** Every property reachable from `root` within `depth` steps, own and inherited, named and symbol-keyed. */
function* reachable(root: unknown, depth: number): Generator<{ path: string; value: Record<PropertyKey, unknown> }> {
  const seen = new Set<unknown>();
  const queue: { path: string; value: unknown; depth: number }[] = [{ path: 'server', value: root, depth: 0 }];
  while (queue.length > 0) {
    const { path, value, depth: at } = queue.shift()!;
    if (!isObject(value) || seen.has(value)) continue;
    seen.add(value);
    yield { path, value };
    if (at === depth) continue;
    for (let level: object | null = value; level && level !== Object.prototype && level !== Function.prototype;) {
      for (const key of Reflect.ownKeys(level)) {
        // A class's prototype holds its methods without any connection behind them.
        if (key === 'constructor' || key === 'prototype') continue;
        let child: unknown;
        try {
          child = (value as Record<PropertyKey, unknown>)[key];
        } catch {
          continue; // a getter that refuses outside its context
        }
        queue.push({ path: `${path}.${String(key)}`, value: child, depth: at + 1 });
      }
      level = Object.getPrototypeOf(level) as object | null;
    }
  }
}

/** The SQLSTATE of a driver's error, or of the driver's error that Drizzle wrapped. */
function sqlStateOf(error: unknown): string | undefined {
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause ? sqlStateOf(cause) : undefined;
}

function tenantsIn(result: unknown): string[] {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return [...new Set(rows.map((row) => String((row as { tenant_id: unknown }).tenant_id)))];
}

/** What a careless route might read, each as one statement whose rows name a tenant (or anything). */
const probes = {
  sites: `select distinct tenant_id::text as tenant_id from ${getTableName(sites)}`,
  'password hashes': `select password_hash as tenant_id from ${getTableName(users)}`,
  'refresh tokens': `select token_hash as tenant_id from ${getTableName(refreshTokens)}`,
  invitations: `select tenant_id::text as tenant_id from ${getTableName(invitations)}`,
  'invitation tokens': `select token_hash as tenant_id from ${getTableName(invitations)}`,
} as const;
type Probe = keyof typeof probes;

async function tryEveryHandle(server: FastifyInstance, probe: Probe): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const { path, value } of reachable(server, 3)) {
    const run = sqlRunnerOf(value);
    if (!run) continue;
    try {
      const result = await run(probes[probe]);
      attempts.push({ path, outcome: 'rows', tenants: tenantsIn(result) });
    } catch (error) {
      // Only the database's refusal counts: a statement that failed for another reason proves nothing.
      attempts.push({
        path,
        outcome: sqlStateOf(error) === '42501' ? 'permission denied' : 'other error',
        tenants: [],
      });
    }
  }
  return attempts;
}

const { testApp } = useTestApp({
  people: [],
  beforeReady: (app) => {
    // A route of a careless area: no tenant guard, straight to whatever handle it can find.
    app.get<{ Params: { probe: Probe } }>('/api/careless/:probe', async (request) => ({
      data: await tryEveryHandle(request.server, request.params.probe),
    }));
  },
});

describe(`a route that reaches past inTenant on ${databaseKind}`, () => {
  it.each(Object.keys(probes) as Probe[])(
    'finds the application’s handles, and none of them reads %s',
    async (probe) => {
      const response = await testApp.app.inject({ url: `/api/careless/${encodeURIComponent(probe)}` });
      expect(response.statusCode).toBe(200);
      const attempts = (response.json() as { data: Attempt[] }).data;
      const paths = attempts.map((attempt) => attempt.path);
      // The walk must find the handles a route would reach for, or it proves nothing (`server.database.db`
      // is the same object as `server.db`, met once), and the drivers' own clients behind them.
      expect(paths).toContain('server.db');
      expect(paths.length).toBeGreaterThan(1);
      for (const attempt of attempts) expect(attempt, attempt.path).toMatchObject({ outcome: 'permission denied' });
    },
  );

  it('while the demo data has sites in both tenants, which the owner sees', async () => {
    const tenants = await testApp.owner.transaction((tx) =>
      tx.selectDistinct({ tenantID: sites.tenantId }).from(sites),
    );
    expect(tenants.length).toBe(2);
  });

  it('while accounts have password hashes and refresh tokens, which the owner sees', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmails.viewer, password: demoPassword },
    });
    const result = await testApp.owner.transaction((tx) =>
      tx.execute(sql`select
        (select count(*)::int from ${users} where ${users.passwordHash} is not null) as passwords,
        (select count(*)::int from ${refreshTokens}) as tokens`),
    );
    const [secrets] = (result as unknown as { rows: { passwords: number; tokens: number }[] }).rows;
    expect(secrets!.passwords).toBeGreaterThan(0);
    expect(secrets!.tokens).toBeGreaterThan(0);
  });
});
