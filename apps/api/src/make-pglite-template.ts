/**
 * `npm run build` (apps/api/build.mjs) runs this once the server is bundled: a fresh in-memory PGlite,
 * migrated, dumped as the template new data directories start from (db/pglite-template.ts).
 */
import { openDatabase } from './db/client';
import { writePgliteTemplate } from './db/pglite-template';

const { handle, owner } = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  const { file, bytes } = await writePgliteTemplate(await owner.dumpDataDir!('gzip'));
  console.log(`PGlite template: ${file} (${(bytes / 2 ** 20).toFixed(1)} MB)`);
} finally {
  await handle.close();
}
