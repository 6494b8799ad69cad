// `npm run new:collection -- <name> [--noun <noun>] [--subject <Subject>] [--prefix <P>]`
//
// Writes a new tenant collection that already keeps every rule of CONTRACT §9: its shared schemas,
// its Drizzle table and a migration with the grant, row-level security, policy and change trigger
// that docs/resources.md §2 asks for, its definition and routes, its contract test, the error code
// of its 404 and its English and Spanish labels. The fields are a start (code, name, description,
// status): change them in the four places the note at the end names, then `npm run db:generate`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { noun: { type: 'string' }, subject: { type: 'string' }, prefix: { type: 'string' } },
});
const [name] = positionals;
if (!name || !/^[a-z][a-z-]*[a-z]$/.test(name)) {
  fail('Name the collection in plural kebab-case: npm run new:collection -- inspections');
}

const words = name.split('-');
const camel = (parts) => parts.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
const noun = options.noun ?? name.replace(/ies$/, 'y').replace(/s$/, '');
const nounWords = noun.split('-');
const Type = nounWords.map(capitalise).join('');
const subject = options.subject ?? Type;
const prefix = (options.prefix ?? noun[0]).toUpperCase();
const plural = camel(words); // inspections / crossSections
const single = camel(nounWords); // inspection / crossSection
const table = words.join('_'); // SQL table
const idField = `${single}ID`;
const errorCode = `${nounWords.join('_')}_not_found`;

const abilities = read('packages/shared/src/auth/abilities.ts');
if (!new RegExp(`'${subject}'`).test(abilities)) {
  fail(`${subject} is not a CASL subject: add it to packages/shared/src/auth/abilities.ts (and its rules) first.`);
}
for (const taken of [
  `packages/shared/src/${name}`,
  `apps/api/src/modules/${name}`,
  `apps/api/src/db/schema/${name}.ts`,
]) {
  if (existsSync(path.join(root, taken))) fail(`${taken} exists already.`);
}

write(
  `packages/shared/src/${name}/${name}.schemas.ts`,
  `/** ${Type} records (CONTRACT §9): the record, its inputs and its list query. */
import * as z from 'zod/mini';
import { codeSchema } from '../common/code-schema';
import { listEnvelope, listQuerySchema } from '../common/list-query';

export const ${single}Statuses = ['open', 'closed'] as const;

export const ${single}Schema = z
  .object({
    ${idField}: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(${single}Statuses),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: '${Type}' });
export type ${Type} = z.infer<typeof ${single}Schema>;

const ${single}Fields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  status: z.enum(${single}Statuses),
};

export const create${Type}InputSchema = z
  .object({ ...${single}Fields, code: z.optional(codeSchema), status: z._default(${single}Fields.status, 'open') })
  .register(z.globalRegistry, { id: 'Create${Type}Input' });
export type Create${Type}Input = z.infer<typeof create${Type}InputSchema>;

export const update${Type}InputSchema = z
  .object({
    code: z.optional(codeSchema),
    name: z.optional(${single}Fields.name),
    description: ${single}Fields.description,
    status: z.optional(${single}Fields.status),
    version: z.int().check(z.gte(1)),
  })
  .register(z.globalRegistry, { id: 'Update${Type}Input' });
export type Update${Type}Input = z.infer<typeof update${Type}InputSchema>;

export const ${single}SortFields = ['code', 'name', 'status', 'createdAt', 'updatedAt'] as const;
export const ${single}ListQuerySchema = listQuerySchema({
  sortFields: ${single}SortFields,
  defaultSort: 'code',
  filters: { status: z.optional(z.enum(${single}Statuses)) },
});
export type ${Type}ListQuery = z.infer<typeof ${single}ListQuerySchema>;

export const ${single}ListResponseSchema = listEnvelope(${single}Schema);
export const ${single}ParamsSchema = z.object({ ${idField}: z.uuid() });
`,
);

write(
  `apps/api/src/db/schema/${name}.ts`,
  `/** ${Type} records of a tenant. */
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ${single}Statuses } from '@freeboard/shared/${name}/${name}.schemas';
import { oneOf, tenantId, timestamps, versioned } from './columns';

export const ${plural} = pgTable(
  '${table}',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ${single}Statuses }).notNull(),
    ...versioned,
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('${table}_code_key').on(table.tenantId, table.code),
    index('${table}_status_idx').on(table.tenantId, table.status, table.code),
    index('${table}_name_idx').on(table.tenantId, table.name, table.id),
    oneOf('${table}_status_check', table.status, ${single}Statuses),
  ],
);
`,
);
append('apps/api/src/db/schema/index.ts', `export * from './${name}';\n`);

write(
  `apps/api/src/modules/${name}/${name}.collection.ts`,
  `/** ${Type} records (CONTRACT §9): declared once; the routes, rules and cached list come from it. */
import { eq } from 'drizzle-orm';
import {
  create${Type}InputSchema,
  ${single}ListQuerySchema,
  ${single}ListResponseSchema,
  ${single}ParamsSchema,
  ${single}Schema,
  update${Type}InputSchema,
  type ${Type},
  type ${Type}ListQuery,
} from '@freeboard/shared/${name}/${name}.schemas';
import { ${plural} } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection } from '../../lib/collections/definition';

export const ${single}Collection = defineCollection<${Type}, ${Type}ListQuery>({
  path: '${name}',
  subject: '${subject}',
  noun: '${noun}',
  idField: '${idField}',
  table: ${plural},
  schemas: {
    record: ${single}Schema,
    listQuery: ${single}ListQuerySchema,
    listResponse: ${single}ListResponseSchema,
    params: ${single}ParamsSchema,
    create: create${Type}InputSchema,
    update: update${Type}InputSchema,
  },
  fields: {
    code: ${plural}.code,
    name: ${plural}.name,
    description: { column: ${plural}.description, blank: '' },
    status: ${plural}.status,
  },
  codes: { prefix: '${prefix}', column: ${plural}.code },
  sorts: {
    code: ${plural}.code,
    name: ${plural}.name,
    status: ${plural}.status,
    createdAt: ${plural}.createdAt,
    updatedAt: ${plural}.updatedAt,
  },
  search: [${plural}.code, ${plural}.name],
  filters: (query) => [query.status ? eq(${plural}.status, query.status) : undefined],
  listReadsFrom: cacheDependencies(${plural}),
});
`,
);
write(
  `apps/api/src/modules/${name}/index.ts`,
  `/** ${Type}: the list, one ${noun}, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { ${single}Collection } from './${name}.collection';

export default collectionRoutes(${single}Collection);
`,
);
write(
  `apps/api/src/modules/${name}/${name}.test.ts`,
  `/** ${Type}: the collection contract of CONTRACT §9, on PGlite and PostgreSQL; its own rules go below. */
import { describeCollection } from '../../../test/collection-contract';

describeCollection({
  path: '${name}',
  idField: '${idField}',
  subject: '${subject}',
  notFound: '${errorCode}',
  codePrefix: '${prefix}',
  sorts: ['code', 'name', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?status=lost'],
  input: async () => ({ name: 'Test ${noun}' }),
  invalidInputs: [
    [{ name: '' }, 'name'],
    [{ status: 'lost' }, 'status'],
  ],
  change: { name: 'Renamed ${noun}', status: 'closed' },
});
`,
);

const routesName = `${single}Routes`;
edit('apps/api/src/app.ts', (source) =>
  source
    .replace(
      /(import \w+ from '\.\/modules\/[\w-]+\/index';\n)(?!import \w+ from '\.\/modules)/,
      `$1import ${routesName} from './modules/${name}/index';\n`,
    )
    .replace(
      /(( *)await api\.register\(\w+Routes\);\n)(?!\s*await api\.register\(\w+Routes\))/,
      `$1$2await api.register(${routesName});\n`,
    ),
);
edit('packages/shared/src/errors.ts', (source) =>
  source.replace('  version_conflict: 409,', `  ${errorCode}: 404,\n  version_conflict: 409,`),
);

const labels = {
  en: {
    title: capitalise(words.join(' ')),
    new: `New ${noun}`,
    fields: ['Code', 'Name', 'Description', 'Status'],
    statuses: ['Open', 'Closed'],
  },
  es: {
    title: capitalise(words.join(' ')),
    new: `Nuevo ${noun}`,
    fields: ['Código', 'Nombre', 'Descripción', 'Estado'],
    statuses: ['Abierto', 'Cerrado'],
  },
};
for (const [language, label] of Object.entries(labels)) {
  const [code, fieldName, description, status] = label.fields;
  write(
    `apps/web/locales/${language}/${plural}.json`,
    `${JSON.stringify(
      {
        title: label.title,
        new: label.new,
        fields: { code, name: fieldName, description, status },
        statuses: { open: label.statuses[0], closed: label.statuses[1] },
      },
      null,
      2,
    )}\n`,
  );
}

// The table's migration, generated from the schema, then what row-level security needs.
execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', '--name', table], {
  cwd: root,
  stdio: 'inherit',
});
const migrations = path.join(root, 'apps/api/drizzle');
const migration = readdirSync(migrations)
  .filter((file) => file.endsWith(`_${table}.sql`))
  .sort()
  .at(-1);
if (!migration) fail(`drizzle-kit wrote no migration for ${table}`);
append(
  path.relative(root, path.join(migrations, migration)),
  `--> statement-breakpoint
-- Tenant data: the application role reads and writes it under the tenant's policy; the platform role
-- (the application's own connection) has no grant, so it cannot reach it (decision 0021).
GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO freeboard_app;
--> statement-breakpoint
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ${table}
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- Its cached list is dropped in every process when a row changes (decision 0013).
CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
`,
);

execFileSync(
  'npx',
  [
    'prettier',
    '--write',
    '--log-level',
    'warn',
    `packages/shared/src/${name}`,
    `apps/api/src/modules/${name}`,
    `apps/api/src/db/schema/${name}.ts`,
    'apps/api/src/app.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

console.log(`
${Type} is a collection: /api/${name} answers, keeps every rule of CONTRACT §9, and its test runs with
the API suites (npx vitest run --project api-pglite apps/api/src/modules/${name}).

Its fields are a start. To change them, edit together:
  packages/shared/src/${name}/${name}.schemas.ts   the record, inputs and list query
  apps/api/src/db/schema/${name}.ts                the table (then: npm run db:generate -- --name ${table}_fields)
  apps/api/src/modules/${name}/${name}.collection.ts   fields, sorts, filters, computed, dependents
  apps/api/src/modules/${name}/${name}.test.ts         valid and invalid inputs, and the area's own rules
Labels: apps/web/locales/{en,es}/${plural}.json; the web area: docs/web.md ("Areas").`);

function capitalise(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
function read(file) {
  return readFileSync(path.join(root, file), 'utf8');
}
function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
  console.log(`wrote ${file}`);
}
function append(file, content) {
  writeFileSync(path.join(root, file), read(file).replace(/\n*$/, '\n') + content);
  console.log(`added to ${file}`);
}
function edit(file, change) {
  const before = read(file);
  const after = change(before);
  if (after === before) fail(`could not add ${name} to ${file}: add it by hand`);
  writeFileSync(path.join(root, file), after);
  console.log(`added to ${file}`);
}
function fail(message) {
  console.error(message);
  process.exit(1);
}
