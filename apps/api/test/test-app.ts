/**
 * Builds the real application on a real database for one test file: an in-memory PGlite, or
 * (DB_KIND=postgres) a database of its own on the PostgreSQL server at TEST_DATABASE_URL, dropped
 * after. Either is a copy of a template made once per run (`database-templates.ts`).
 *
 * The app gets the same handle it gets in production (the platform role; tenant data through
 * `withTenant`), so the tests see what a route can and cannot reach. Bookkeeping that a test does
 * behind the app's back, across tenants, goes through `owner`, the schema's owner.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle, type DatabaseOwner } from '../src/db/client';
import type { FileStorage } from '../src/lib/file-storage/file-storage';
import { withTenant, type TenantTransaction } from '../src/db/tenant';
import type { TemplateName } from './database-templates';
import { databaseUrl, onServer } from './postgres-server';

export const demoPassword = 'Freeboard-demo-2026';
export const demoEmails = {
  admin: 'admin@freeboard.test',
  engineer: 'engineer@freeboard.test',
  viewer: 'viewer@freeboard.test',
} as const;

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKind: DatabaseKind = process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  owner: DatabaseOwner;
  /** PostgreSQL only: the database's URL, for a second process's connection to it. */
  databaseUrl: string | null;
  config: Config;
  close(): Promise<void>;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  owner: DatabaseOwner;
  /** PostgreSQL only: where it is (not through a proxy a test put in between). */
  url: string | null;
  drop(): Promise<void>;
}

/** Tests may close the database themselves (to see failures); closing again is harmless. */
async function closeQuietly(handle: DatabaseHandle) {
  try {
    await handle.close();
  } catch {
    // already closed
  }
}

export interface TestDatabaseOptions {
  /** `empty` (migrated, the default) or `seeded` (the demo data too). */
  template?: TemplateName;
  /** PostgreSQL only: the URL the app connects with, given the new database's own (e.g. through a proxy). */
  connectVia?: (url: string) => Promise<string> | string;
  /** PostgreSQL only: the application_name its connections carry, to find them in pg_stat_activity. */
  applicationName?: string;
}

/** A new, migrated database of the kind this run tests, copied from a template. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const source = templates.sources[options.template ?? 'empty'];
  if (databaseKind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(source)]);
    const { handle, owner } = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir });
    return { handle, owner, url: null, drop: () => closeQuietly(handle) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `freeboard_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `create database ${name} template ${source}`);
  const url = databaseUrl(serverUrl, name);
  const connectUrl = options.connectVia ? await options.connectVia(url) : url;
  const { handle, owner } = await openDatabase({
    kind: 'postgres',
    url: connectUrl,
    poolSize: 5,
    ...(options.applicationName ? { applicationName: options.applicationName } : {}),
  });
  return {
    handle,
    owner,
    url,
    drop: async () => {
      await closeQuietly(handle);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    database?: TestDatabaseOptions;
    /** Adds to the app before it starts (e.g. a route of the test's own). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** The documents' storage, made from the settings (a bucket that answers slowly, say). */
    fileStorage?: (config: Config) => FileStorage;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freeboard-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...options.env,
  });
  const seeded = options.seed !== false;
  const { handle, owner, url, drop } = await createTestDatabase({
    ...options.database,
    template: seeded ? 'seeded' : 'empty',
  });
  // The seeded documents' files, where this app's storage expects them.
  if (seeded) cpSync(inject('databaseTemplates').seededFiles, config.storageDir, { recursive: true });
  const app = await buildApp({ config, database: handle, logger: false, fileStorage: options.fileStorage?.(config) });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    owner,
    databaseUrl: url,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(app: FastifyInstance, email: string, password = demoPassword, ip?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return response;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'fb_refresh')?.value;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  tenants: { tenantID: string; name: string; slug: string }[];
  defaultTenantID: string;
  userID: string;
}

export function decodeClaims(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function signIn(app: FastifyInstance, email: string, password = demoPassword): Promise<SignedIn> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const accessToken = (response.json() as { data: { accessToken: string } }).data.accessToken;
  const details = decodeClaims(accessToken).authDetails as {
    userID: string;
    tenants: SignedIn['tenants'];
    defaultTenantID: string;
  };
  return {
    accessToken,
    refreshToken: refreshCookieOf(response)!,
    tenants: details.tenants,
    defaultTenantID: details.defaultTenantID,
    userID: details.userID,
  };
}

export function tenantIDBySlug(session: SignedIn, slug: string): string {
  const tenant = session.tenants.find((candidate) => candidate.slug === slug);
  if (!tenant) throw new Error(`not a member of ${slug}`);
  return tenant.tenantID;
}

/** Headers of an authenticated, tenant-scoped request. */
export function asMember(session: SignedIn, tenantID = session.defaultTenantID) {
  return { authorization: `Bearer ${session.accessToken}`, 'x-tenant-id': tenantID };
}

/**
 * Work straight in the database in one tenant, bypassing the API as another process would. The
 * cache hears of it at once instead of when the database's change notification arrives a moment
 * later, so a test's next request reads the change. (tenant-data-cache and risks tests prove the
 * notification path itself.)
 */
export async function inDatabase<T>(
  testApp: TestApp,
  tenantID: string,
  work: (tx: TenantTransaction) => Promise<T>,
): Promise<T> {
  const result = await withTenant(testApp.database.db, tenantID, work);
  testApp.app.tenantCache.invalidate(tenantID);
  return result;
}
