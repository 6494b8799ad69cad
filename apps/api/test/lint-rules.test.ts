/**
 * The lint rules that keep routes off the platform handle and off role changes (decisions 0021 and
 * 0038), tried on code: the rules eslint.config.js gives a file of each kind of module, run on every
 * spelling of what they must catch, and on code they must let through.
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The `no-restricted-syntax` findings the project's configuration reports for `code` in `file`. */
async function findings(file: string, code: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules?: Record<string, Linter.RuleEntry>;
  };
  const restricted = config.rules?.['no-restricted-syntax'];
  if (!restricted) return [];
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': restricted },
      },
    ],
    { filename: path.join(root, file) },
  );
  const fatal = messages.filter((message) => message.fatal);
  expect(fatal, 'the sample parses').toEqual([]);
  return messages.map((message) => message.message);
}

const platformHandleSpellings = [
  'app.db.select();',
  'fastify.db.execute(statement);',
  'request.server.db.select();',
  'reply.server.db.select();',
  'app.database.db.select();',
  'request.server.database.close();',
  'this.db.select();',
  "app['db'].select();",
  'const { db } = app;',
  'const { db: platform } = request.server;',
  'const { database } = fastify;',
  'async function careless({ db }: { db: unknown }) { return db; }',
  "app.getDecorator('db');",
];

const roleChangeSpellings = [
  'sql`set role none`;',
  'sql`SET LOCAL ROLE freeboard_app`;',
  'sql`set session role postgres`;',
  'sql`RESET ROLE`;',
  "sql`select set_config('role', 'none', true)`;",
  'sql`select set_config("role", ${role}, true)`;',
  "sql`select set_config(${'role'}, 'none', true)`;",
  "client.query('SET SESSION AUTHORIZATION postgres');",
  'sql.raw("reset session authorization");',
];

describe('the platform handle', () => {
  it.each(platformHandleSpellings)('is refused in a tenant module: %s', async (code) => {
    expect(await findings('apps/api/src/modules/sites/sites.routes.ts', code)).not.toEqual([]);
  });

  it.each(platformHandleSpellings)('is refused in a plugin and in lib: %s', async (code) => {
    expect(await findings('apps/api/src/plugins/careless.ts', code)).not.toEqual([]);
    expect(await findings('apps/api/src/lib/careless.ts', code)).not.toEqual([]);
  });

  it('is allowed where the platform works, and for inTenant itself', async () => {
    for (const file of [
      'apps/api/src/modules/auth/index.ts',
      'apps/api/src/modules/invitations/index.ts',
      'apps/api/src/lib/resources/tenant-context.ts',
      'apps/api/src/db/tenant.ts',
    ]) {
      expect(await findings(file, 'app.db.select(); const { db } = app;'), file).toEqual([]);
    }
  });

  it('lets tenant code through', async () => {
    const code = 'await inTenant(app, request, (context) => context.tx.select()); const { tx, tenantID } = context;';
    expect(await findings('apps/api/src/modules/sites/sites.routes.ts', code)).toEqual([]);
  });
});

describe('a role change', () => {
  it.each(roleChangeSpellings)('is refused in every module, the platform’s too: %s', async (code) => {
    for (const file of [
      'apps/api/src/modules/sites/sites.routes.ts',
      'apps/api/src/modules/auth/index.ts',
      'apps/api/src/modules/users/index.ts',
      'apps/api/src/lib/careless.ts',
      'apps/api/src/plugins/careless.ts',
      'apps/api/src/app.ts',
    ]) {
      expect(await findings(file, code), file).not.toEqual([]);
    }
  });

  it('is allowed in db/ and in the audit trail’s per-tenant entries', async () => {
    for (const file of [
      'apps/api/src/db/tenant.ts',
      'apps/api/src/db/client.ts',
      'apps/api/src/lib/activity-trail.repo.ts',
    ]) {
      expect(await findings(file, roleChangeSpellings.join('\n')), file).toEqual([]);
    }
  });

  it('is not seen in SQL that sets something else, or in words about roles', async () => {
    const code = [
      "sql`select set_config('app.tenant_id', ${tenantID}, true)`;",
      "const message = 'Change the person’s role, or reset their password';",
      'sql`select role from memberships where user_id = ${userID}`;',
    ].join('\n');
    expect(await findings('apps/api/src/modules/users/index.ts', code)).toEqual([]);
  });
});
