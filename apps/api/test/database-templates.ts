/**
 * The databases every API test file starts from, made once per run (vitest `globalSetup`) instead of
 * once per file: one migrated and empty, one migrated and seeded with the demo data (and the demo
 * files, which a test copies into its own storage). A test file then costs a copy, not an initdb,
 * the migrations and the seed.
 *
 * - PGlite: the data directory dumped to a file (`dumpDataDir`), loaded into a fresh in-memory
 *   PGlite per test file.
 * - PostgreSQL: two template databases, copied with `CREATE DATABASE … TEMPLATE` per test file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseTarget, type OpenedDatabase } from '../src/db/client';
import { tenants } from '../src/db/schema/index';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { databaseUrl, onServer } from './postgres-server';

export type TemplateName = 'empty' | 'seeded';

export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dumped data directory per template; PostgreSQL: the template database's name. */
  sources: Record<TemplateName, string>;
  /** The demo files the seeded template's documents point at. */
  seededFiles: string;
  /** The seeded tenants' IDs by slug: every copy keeps them, so a test file knows them before its app is up. */
  demoTenantIDs: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Makes one template; answers its tenants' IDs by slug (none in the empty one). */
async function makeTemplate(
  target: DatabaseTarget,
  seedFilesInto: string | null,
  save: (opened: OpenedDatabase) => Promise<void>,
): Promise<Record<string, string>> {
  const opened = await openDatabase(target);
  try {
    if (seedFilesInto) await seedDemoData(opened.owner, { storageDir: seedFilesInto });
    const rows = await opened.owner.transaction((tx) =>
      tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants),
    );
    await save(opened);
    return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  } finally {
    await opened.handle.close();
  }
}

async function pgliteTemplates(workDir: string, seededFiles: string): Promise<DatabaseTemplates> {
  const sources = { empty: path.join(workDir, 'empty.tar'), seeded: path.join(workDir, 'seeded.tar') };
  let demoTenantIDs = {};
  for (const name of ['empty', 'seeded'] as const) {
    const tenantIDs = await makeTemplate(
      { kind: 'pglite', dataDir: null },
      name === 'seeded' ? seededFiles : null,
      async (opened) => {
        const dump = await opened.owner.dumpDataDir!();
        writeFileSync(sources[name], Buffer.from(await dump.arrayBuffer()));
      },
    );
    if (name === 'seeded') demoTenantIDs = tenantIDs;
  }
  return { kind: 'pglite', sources, seededFiles, demoTenantIDs };
}

async function postgresTemplates(serverUrl: string, seededFiles: string): Promise<DatabaseTemplates> {
  const prefix = `freeboard_template_${process.pid}`;
  const sources = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
  let demoTenantIDs = {};
  for (const name of ['empty', 'seeded'] as const) {
    await onServer(serverUrl, `create database ${sources[name]}`);
    const tenantIDs = await makeTemplate(
      { kind: 'postgres', url: databaseUrl(serverUrl, sources[name]), poolSize: 2 },
      name === 'seeded' ? seededFiles : null,
      async () => undefined,
    );
    if (name === 'seeded') demoTenantIDs = tenantIDs;
  }
  return { kind: 'postgres', sources, seededFiles, demoTenantIDs };
}

export default async function setup(project: TestProject) {
  const kind = project.config.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (kind === 'postgres' && !serverUrl) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const workDir = mkdtempSync(path.join(tmpdir(), `freeboard-templates-${kind}-`));
  const seededFiles = path.join(workDir, 'files');
  mkdirSync(seededFiles);
  const templates =
    kind === 'pglite' ? await pgliteTemplates(workDir, seededFiles) : await postgresTemplates(serverUrl, seededFiles);
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates.kind === 'postgres') {
      for (const name of Object.values(templates.sources)) {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}
