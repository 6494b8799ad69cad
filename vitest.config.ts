import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * API test files that build the app on a database (they import `test/harness` or `test/test-app`, or
 * the collection contract that uses them). They
 * run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set; every other API test file
 * runs once. Read from the files themselves, so a new test file lands in the right project.
 */
function apiTestFiles(): { database: string[]; plain: string[] } {
  const root = 'apps/api';
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.posix.join(root, file.split(path.sep).join('/')));
  const usesDatabase = (file: string) =>
    /from '[./]+(test\/)?(harness|test-app|collection-contract)'/.test(readFileSync(file, 'utf8'));
  return { database: files.filter(usesDatabase), plain: files.filter((file) => !usesDatabase(file)) };
}

const apiTests = apiTestFiles();

/** A database project: the migrated and seeded templates are made once per run (`test/database-templates.ts`). */
function databaseProject(name: string, kind: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      include: apiTests.database,
      environment: 'node',
      env: { DB_KIND: kind },
      globalSetup: ['apps/api/test/database-templates.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Test files of a project share one module graph per worker (`isolate: false` in each project):
    // importing the app, Mantine or jsdom's environment once per worker instead of once per file halves
    // the unit and API phases. What a module keeps between tests is reset where it lives (web: the
    // notification store and storages in apps/web/src/test/setup.ts; API: each file builds its own app).
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines CI runs on.
    // The API files spend much of their time waiting on a database, so two share the cores well.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests.plain,
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      databaseProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [databaseProject('api-postgres', 'postgres')] : []),
    ],
  },
});
