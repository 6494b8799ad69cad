// After `vite build`: brotli and gzip copies of every text asset, which the server sends to browsers
// that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|map)$/;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name) && statSync(full).size > 1024) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const contents = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets`);
