// `npm run new:collection -- <name> --es "<singular>/<plural>" [--feminine] [--noun <noun>]
//   [--subject <Subject>] [--prefix <P>] [--group work|assets]`
//
// Writes a new tenant collection that already keeps every rule of CONTRACT §9, on both sides: its
// shared schemas, its Drizzle table and a migration with the grant, row-level security, policy and
// change trigger that docs/resources.md §2 asks for, its definition and routes, its contract test,
// its names (from which `npm run registries` lists its routes, table, 404 code and ability subject);
// its web area (list, record, new and edit pages), its navigation entry,
// its English and Spanish texts and a browser test. What it writes is planned in
// `new-collection/plan.mjs`. The fields are a start (code, name, description, status): the note at
// the end names the places to change together.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tenantTableSecurity } from './new-collection/api-files.mjs';
import { collectionNames, ScaffoldError } from './new-collection/names.mjs';
import { planCollection } from './new-collection/plan.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    noun: { type: 'string' },
    subject: { type: 'string' },
    prefix: { type: 'string' },
    es: { type: 'string' },
    feminine: { type: 'boolean' },
    group: { type: 'string' },
    remigrate: { type: 'boolean' },
  },
});

try {
  if (options.remigrate) {
    remigrate(positionals[0] ?? '');
    process.exit(0);
  }
  const names = collectionNames({ name: positionals[0], ...options });
  const { writes } = planCollection(names, read);
  for (const { file, content } of writes) write(file, content);
  // The lists of modules, tables, names and namespaces, now with the new area's: the schema index
  // must name its table before drizzle-kit can see it.
  run('node', ['scripts/registries.mjs']);
  addMigration(names.table);
  await generateRouteTree();
  run('npx', ['prettier', '--write', '--log-level', 'warn', ...writes.map(({ file }) => file)]);
  printNextSteps(names);
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** The table's migration, generated from the schema, then what row-level security needs. */
function addMigration(table) {
  run('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', '--name', table]);
  const migrations = path.join(root, 'apps/api/drizzle');
  const migration = readdirSync(migrations)
    .filter((file) => file.endsWith(`_${table}.sql`))
    .sort()
    .at(-1);
  if (!migration) throw new ScaffoldError(`drizzle-kit wrote no migration for ${table}`);
  const file = path.join(migrations, migration);
  writeFileSync(file, `${readFileSync(file, 'utf8').replace(/\n*$/, '\n')}${tenantTableSecurity({ table })}`);
  console.log(`wrote ${path.relative(root, file)}`);
}

/**
 * `--remigrate`: the area's fields changed before it landed. Its one migration is written again from
 * the table as it is now (instead of a second migration that drops and adds the first one's CHECKs),
 * provided it is still the newest: once another migration follows it, or it has landed, a change to
 * the table is a migration of its own (`npm run db:generate -- --name <table>_<what>`).
 */
function remigrate(name) {
  const table = name.replaceAll('-', '_');
  const migrations = path.join(root, 'apps/api/drizzle');
  const journalFile = path.join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const newest = journal.entries.at(-1);
  if (!newest || newest.tag !== `${String(newest.idx).padStart(4, '0')}_${table}`) {
    throw new ScaffoldError(
      `The newest migration is not ${table}'s (${newest?.tag}): change the table with npm run db:generate -- --name ${table}_<what>.`,
    );
  }
  rmSync(path.join(migrations, `${newest.tag}.sql`));
  rmSync(path.join(migrations, `meta/${newest.tag.slice(0, 4)}_snapshot.json`));
  journal.entries.pop();
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  addMigration(table);
}

/** The web's route tree, as the build would generate it, so the new routes typecheck at once. */
async function generateRouteTree() {
  const { Generator, getConfig } = await import('@tanstack/router-generator');
  const web = path.join(root, 'apps/web');
  const config = getConfig(
    {
      target: 'react',
      quoteStyle: 'single',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    },
    web,
  );
  await new Generator({ config, root: web }).run();
  console.log('changed apps/web/src/routeTree.gen.ts');
}

function printNextSteps({ name, Type, noun, plural }) {
  console.log(`
${Type} is a collection: /api/${name} answers and keeps every rule of CONTRACT §9, and /${name} lists,
shows, creates, edits and deletes its records. Its tests run with the suites:
  npx vitest run --project api-pglite apps/api/src/modules/${name}
  npx playwright test e2e/${name}   (after npm run build)

Its fields are a start. To change them, edit together:
  packages/shared/src/${name}/${name}.schemas.ts        the record and its inputs
  packages/shared/src/${name}/${noun}-list-query.ts     its sorts and filters
  apps/api/src/db/schema/${name}.ts                     the table (then: npm run new:collection -- ${name} --remigrate,
                                                        which writes its one migration again while it is the newest)
  apps/api/src/modules/${name}/${name}.collection.ts    fields, sorts, filters, computed, dependents
  apps/web/src/features/${name}/${noun}-area.ts          the fields by kind, the list's columns
  apps/web/locales/{en,es}/${plural}.json                their names, in English and Spanish
  apps/api/src/modules/${name}/${name}.test.ts          valid and invalid inputs, and the area's own rules`);
}

function read(file) {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
}
function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
  console.log(`wrote ${file}`);
}
function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}
