import path from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { platformHandle, roleChange } from './eslint-rules/database-access.js';

const webFeatures = path.join(import.meta.dirname, 'apps/web/src/features');

/** The feature a file or import path lies in (`sites` for `…/features/sites/api/site-api`), if any. */
function featureOf(file) {
  const relative = path.relative(webFeatures, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
}

/**
 * A feature imports no other feature: what two share lives in `components/` or `lib/`, and routes
 * (and layouts) compose features. A pattern of `no-restricted-imports` cannot say "another
 * feature" for relative paths, so the import is resolved against the importing file.
 */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { crossFeature: 'features/{{from}} imports features/{{to}}: {{hint}}' } },
  create(context) {
    const own = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (!own || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (target && target !== own) {
        const hint = 'move what both use to components/ or lib/, or compose them in a route.';
        context.report({ node: node.source, messageId: 'crossFeature', data: { from: own, to: target, hint } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      // TanStack Router's guards throw `redirect()` objects by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Tenant tables are queried in repositories only (`*.repo.ts`): routes and services reach them
    // through a repo's functions, so every tenant query sits where the RLS-bound transaction is handed
    // in. Platform tables (users, tokens, sign-in counters) come from `db/schema/platform`. A
    // collection's definition (`*.collection.ts`) is its repository: its table, columns and computed
    // SQL, run only by lib/collections inside the tenant transaction.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.collection.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/schema/index',
                '**/db/schema/tenancy',
                '**/db/schema/activity',
                '**/db/schema/assets',
                '**/db/schema/documents',
                '**/db/schema/risks',
              ],
              message: 'Query tenant tables in a *.repo.ts file; platform tables come from db/schema/platform.',
            },
          ],
        },
      ],
    },
  },
  {
    // The role a statement runs as is decided in `db/` alone, and in the audit trail's entries for
    // each of a person's tenants (decision 0021): anywhere else, a way around tenancy.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/lib/activity-trail.repo.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleChange] },
  },
  {
    // Tenant code reaches the database only through `inTenant` (the RLS-bound transaction). The
    // platform handle, under any of its names, is for the platform modules (sign-in, sessions, SSO,
    // profile, invitations opened by token before anyone is signed in), for `inTenant` itself, for the
    // app's wiring and for the two background workers it hands the handle to, which enter tenants
    // with withTenant and withClaimedTenant (decisions 0021, 0038).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/db/**',
      'apps/api/src/app.ts',
      'apps/api/src/lib/resources/tenant-context.ts',
      'apps/api/src/lib/activity-trail.repo.ts',
      'apps/api/src/modules/auth/**',
      'apps/api/src/modules/saml/**',
      'apps/api/src/modules/invitations/**',
      'apps/api/src/modules/users/**',
      'apps/api/src/modules/health/**',
      'apps/api/src/modules/documents/text-index/text-indexer.ts',
      'apps/api/src/modules/notifications/notification-rounds.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...platformHandle, ...roleChange] },
  },
  {
    // The audit trail switches role for its per-tenant entries, but reaches for no handle.
    files: ['apps/api/src/lib/activity-trail.repo.ts'],
    rules: { 'no-restricted-syntax': ['error', ...platformHandle] },
  },
  ...[...pluginQuery.configs['flat/recommended'], ...pluginRouter.configs['flat/recommended']].map((config) => ({
    ...config,
    files: ['apps/web/src/**/*.{ts,tsx}'],
  })),
  // Imports flow one way: shared (lib, components) → features → app (the shell that composes
  // features into the signed-in frame, the routes, the router).
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '**/features/**', '**/routes/**', '**/shell/**', '**/routeTree.gen'],
              message: 'lib is shared by everything: it imports nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/routes/**', '**/shell/**'],
              message: 'Shared components know no feature; compose features in a route or the shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { freeboard: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'freeboard/no-cross-feature-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/routes/**'], message: 'Features do not import routes; routes assemble features.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read untyped JSON answers and assert on them; asserting their shape with `as` is the point.
    files: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
