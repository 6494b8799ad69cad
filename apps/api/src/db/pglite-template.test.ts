import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { databaseKind } from '../../test/test-app';
import { migrationsFolder } from '../paths';
import { openDatabase } from './client';
import { pgliteTemplate, writePgliteTemplate } from './pglite-template';

const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function appliedMigrations(dataDir: string, loadDataDir?: Blob) {
  const { handle, owner } = await openDatabase({ kind: 'pglite', dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    return await owner.transaction(async (tx) => {
      const result = await tx.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      return (result as unknown as { rows: { applied: number }[] }).rows[0]!.applied;
    });
  } finally {
    await handle.close();
  }
}

// PGlite's own: run in the PGlite project, where the run's migrated dump is at hand (what the build
// writes is such a dump, made the same way).
describe.skipIf(databaseKind !== 'pglite')('the PGlite template', () => {
  it('starts a new data directory migrated, which later starts resume', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'freeboard-template-'));
    const templateFile = path.join(folder, 'template.tar');
    const migratedDump = readFileSync(inject('databaseTemplates').sources.empty);
    await writePgliteTemplate(new Blob([migratedDump]), templateFile);

    const template = pgliteTemplate(templateFile);
    expect(template).not.toBeNull();
    const dataDir = path.join(folder, 'data');
    expect(await appliedMigrations(dataDir, template!)).toBe(migrationCount);
    // Started again: the directory holds a database now, which is resumed, not loaded over.
    expect(await appliedMigrations(dataDir)).toBe(migrationCount);
  });

  it('is not used when it was made from other migrations or another PGlite, or is missing', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'freeboard-template-'));
    const templateFile = path.join(folder, 'template.tar.gz');
    expect(pgliteTemplate(templateFile)).toBeNull();
    writeFileSync(templateFile, 'not a tarball');
    writeFileSync(`${templateFile}.json`, JSON.stringify({ pglite: '0.0.1', lastMigration: '0000_first' }));
    expect(pgliteTemplate(templateFile)).toBeNull();
  });
});
