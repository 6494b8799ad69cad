// Bundles the API into dist/server.js. Our own TypeScript (this app and @freeboard/shared) is
// bundled; installed packages stay external and load from node_modules at run time. Code imported
// dynamically (the demo seed) goes to chunks of its own, loaded only when used. Then the migrated
// PGlite template a first start of the embedded database loads instead of running initdb.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@freeboard/'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outdir: new URL('./dist', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', '@casl/ability'],
  logLevel: 'warning',
});

// The migrated database a new embedded data directory starts from (src/db/pglite-template.ts). A
// bundle of its own, beside server.js: shared chunks would move the code that finds the package's
// folder from its own location (paths.ts) into dist/chunks.
await build({
  entryPoints: [new URL('./src/make-pglite-template.ts', import.meta.url).pathname],
  outfile: new URL('./dist/make-pglite-template.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, 'zod', '@casl/ability'],
  logLevel: 'warning',
});
execFileSync(process.execPath, [new URL('./dist/make-pglite-template.js', import.meta.url).pathname], {
  stdio: 'inherit',
});
