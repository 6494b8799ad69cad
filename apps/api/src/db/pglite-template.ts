/**
 * A migrated PGlite data directory made at build time, from which the embedded database's first
 * start begins instead of running initdb and every migration (most of a first start's time). It is
 * used only when it was made by the same PGlite from the same migrations; otherwise, or when it is
 * missing, the first start runs initdb and migrates as before.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot, migrationsFolder } from '../paths';

const builtTemplate = path.join(apiRoot, 'dist', 'pglite-template.tar.gz');
const stampOf = (templateFile: string) => `${templateFile}.json`;

/** What a template was made from: the PGlite release and the last migration. */
function currentStamp() {
  // The package's entry sits in its dist/ folder, beside which is its package.json.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')) as {
    version: string;
  };
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return { pglite: pglite.version, lastMigration: journal.entries.at(-1)?.tag ?? null };
}

/** The template for a new data directory, when there is one made from what runs now. */
export function pgliteTemplate(templateFile = builtTemplate): Blob | null {
  const stampFile = stampOf(templateFile);
  if (!existsSync(templateFile) || !existsSync(stampFile)) return null;
  try {
    if (JSON.stringify(JSON.parse(readFileSync(stampFile, 'utf8'))) !== JSON.stringify(currentStamp())) return null;
    return new Blob([readFileSync(templateFile)]);
  } catch {
    return null;
  }
}

/** Keeps a dump of a freshly migrated database as the template (`npm run build`). */
export async function writePgliteTemplate(
  dump: Blob,
  templateFile = builtTemplate,
): Promise<{ file: string; bytes: number }> {
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(stampOf(templateFile), `${JSON.stringify(currentStamp())}\n`);
  return { file: templateFile, bytes: dump.size };
}
