// The shared and API files of a new collection: its schemas, table, definition, routes and contract
// test, and the statements its migration needs for row-level security (docs/resources.md §2).

/** The names the area goes by on both sides (`common/area-names.ts`), listed by `npm run registries`. */
export function sharedNames({ name, single, subject, noun, idField, group }) {
  return `/** The names ${name.replaceAll('-', ' ')} go by on both sides (\`common/area-names.ts\`). */
import { areaNames } from '../common/area-names';

export const ${single}Names = areaNames({
  path: '${name}',
  subject: '${subject}',
  noun: '${noun}',
  idField: '${idField}',
  group: '${group}',
});
`;
}

export function sharedSchemas({ Type, single, idField, noun }) {
  return `/** ${Type} records (CONTRACT §9): the record and its inputs; the list query is in \`${noun}-list-query.ts\`. */
import * as z from 'zod/mini';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { ${single}Statuses } from './${noun}-list-query';

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

/** What a person writes: create takes these (and an optional code), update any of them at a version. */
const ${single}Inputs = writeSchemas(${single}Schema, {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  status: z.enum(${single}Statuses),
}, { defaults: { status: 'open' } });

export const create${Type}InputSchema = ${single}Inputs.create;
export type Create${Type}Input = z.infer<typeof create${Type}InputSchema>;

export const update${Type}InputSchema = ${single}Inputs.update;
export type Update${Type}Input = z.infer<typeof update${Type}InputSchema>;

export const ${single}ListResponseSchema = listEnvelope(${single}Schema);
export const ${single}ParamsSchema = z.object({ ${idField}: z.uuid() });
`;
}

/**
 * Apart from the registered schemas, which cannot be tree-shaken: the web app reads these when it
 * starts (its list route's search parameters).
 */
export function sharedListQuery({ Type, single }) {
  return `/** ${Type} list query (CONTRACT §9), and the values its filters and the record share. */
import * as z from 'zod/mini';
import { listQuerySchema } from '../common/list-query';

export const ${single}Statuses = ['open', 'closed'] as const;

export const ${single}SortFields = ['code', 'name', 'status', 'createdAt', 'updatedAt'] as const;
export const ${single}ListQuerySchema = listQuerySchema({
  sortFields: ${single}SortFields,
  defaultSort: 'code',
  filters: { status: z.optional(z.enum(${single}Statuses)) },
});
export type ${Type}ListQuery = z.infer<typeof ${single}ListQuerySchema>;
`;
}

export function drizzleTable({ name, noun, Type, single, plural, table }) {
  return `/** ${Type} records of a tenant. */
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ${single}Statuses } from '@freeboard/shared/${name}/${noun}-list-query';
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
`;
}

export function collectionDefinition({ name, Type, single, plural, noun, prefix }) {
  return `/** ${Type} records (CONTRACT §9): declared once; the routes, rules and cached list come from it. */
import { eq } from 'drizzle-orm';
import { ${single}ListQuerySchema, ${single}SortFields } from '@freeboard/shared/${name}/${noun}-list-query';
import { ${single}Names } from '@freeboard/shared/${name}/${name}.names';
import {
  create${Type}InputSchema,
  ${single}ListResponseSchema,
  ${single}ParamsSchema,
  ${single}Schema,
  update${Type}InputSchema,
} from '@freeboard/shared/${name}/${name}.schemas';
import { ${plural} } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';

export const ${single}Collection = defineCollection({
  names: ${single}Names,
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
  sorts: sortsByColumn(${plural}, ${single}SortFields),
  search: [${plural}.code, ${plural}.name],
  filters: (query) => [query.status ? eq(${plural}.status, query.status) : undefined],
  listReadsFrom: cacheDependencies(${plural}),
});
`;
}

export function collectionRoutesModule({ name, Type, single, noun }) {
  return `/** ${Type}: the list, one ${noun}, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { ${single}Collection } from './${name}.collection';

export default collectionRoutes(${single}Collection);
`;
}

export function contractTest({ name, Type, idField, subject, errorCode, prefix, noun }) {
  return `/**
 * ${Type}: the collection contract of CONTRACT §9, on PGlite and PostgreSQL. Its own rules go below,
 * on the same app: \`describeCollection\` answers the app and its signed-in people (\`test/harness.ts\`),
 * e.g. \`const { admin, viewer } = describeCollection(…)\`, then \`await admin.post('/api/${name}', body)\`.
 */
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
`;
}

/** Appended to the generated migration: the grant, row-level security, its policy and the change trigger. */
export function tenantTableSecurity({ table }) {
  return `--> statement-breakpoint
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
`;
}
