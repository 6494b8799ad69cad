/**
 * The application connected as docs/operations.md says: as a role that owns the database and is no
 * superuser. A fresh database owned by such a role is migrated and seeded by it; people sign in,
 * read a list and refresh their session, and the definer functions that guard the secrets
 * (decision 0038) work for it. PostgreSQL only: PGlite has its one superuser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type OpenedDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { databaseUrl, onServer } from './postgres-server';
import { asMember, databaseKind, demoEmails, refreshCookieOf, signIn } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
const ownerRole = `freeboard_owner_${suffix}`;
const databaseName = `freeboard_owned_${suffix}`;
const ownerPassword = `owner-${suffix}`;

/** docs/operations.md, "PostgreSQL": what a superuser runs once, with this test's names. */
const setUpAsSuperuser = [
  `CREATE ROLE ${ownerRole} LOGIN PASSWORD '${ownerPassword}' BYPASSRLS`,
  // The two roles are the cluster's: earlier databases of the server may have made them already.
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'freeboard_app') THEN CREATE ROLE freeboard_app NOLOGIN; END IF;
     IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'freeboard_platform') THEN CREATE ROLE freeboard_platform NOLOGIN; END IF;
   END $$`,
  `GRANT freeboard_app, freeboard_platform TO ${ownerRole}`,
  `CREATE DATABASE ${databaseName} OWNER ${ownerRole}`,
];

/** The SQLSTATE of a driver's error, or of the driver's error that Drizzle wrapped. */
function sqlStateOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : sqlStateOf(cause);
}

let opened: OpenedDatabase;
let app: FastifyInstance;
let dataDir: string;

describe.skipIf(databaseKind !== 'postgres')('the application connected as a non-superuser owner', () => {
  beforeAll(async () => {
    if (!serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
    for (const statement of setUpAsSuperuser) await onServer(serverUrl, statement);
    const url = new URL(databaseUrl(serverUrl, databaseName));
    url.username = ownerRole;
    url.password = ownerPassword;
    dataDir = mkdtempSync(path.join(tmpdir(), 'freeboard-owner-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    });
    // As server.ts does: migrations on opening, then the demo data, both as the owner.
    opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    expect(await seedDemoData(opened.owner, { storageDir: config.storageDir })).toEqual({ seeded: true });
    app = await buildApp({ config, database: opened.handle, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await opened?.handle.close();
    if (serverUrl) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await onServer(serverUrl, `DROP ROLE IF EXISTS ${ownerRole}`);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('owns the schema and is no superuser', async () => {
    const result = await opened.owner.transaction((tx) =>
      tx.execute(sql`select current_user as role, r.rolsuper as superuser,
        (select tableowner from pg_tables where schemaname = 'public' and tablename = 'users') as owner
        from pg_roles r where r.rolname = current_user`),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { role: ownerRole, superuser: false, owner: ownerRole },
    ]);
  });

  it('signs in, reads a list and refreshes the session', async () => {
    const session = await signIn(app, demoEmails.engineer);
    const sites = await app.inject({ url: '/api/sites', headers: asMember(session) });
    expect(sites.statusCode, sites.body).toBe(200);
    expect((sites.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);

    const refreshed = await app.inject({
      url: '/api/token-refresh',
      cookies: { fb_refresh: session.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshCookieOf(refreshed)).toBeTruthy();
    expect(refreshCookieOf(refreshed)).not.toBe(session.refreshToken);
  });

  it('refuses the application’s connection the secrets, as on any database', async () => {
    const refused: unknown = await opened.handle.db.execute(sql`select password_hash from users`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(refused)).toBe('42501');
  });
});
