import path from 'node:path';

/**
 * The API package's folder. This file sits one level below it both as source (`src/`) and when
 * bundled (`dist/`), so paths computed from here hold in both.
 */
export const apiRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
