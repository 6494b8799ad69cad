/**
 * What a route must not reach for (decisions 0021 and 0038), as `no-restricted-syntax` selectors:
 * the platform handle under any of its names, and a change of the role statements run as. Kept
 * apart from eslint.config.js so that apps/api/test/lint-rules.test.ts can try them on code.
 */

const platformHandleMessage =
  'Tenant code reaches the database only through inTenant(app, request, …): the platform handle is for ' +
  'sign-in, sessions, SSO, invitations and profiles (decisions 0021, 0038).';

/**
 * The platform handle by any spelling: `app.db`, `fastify.db`, `request.server.db`, `reply.server.db`,
 * `app.database.db`, `this.db`, `app['db']`, `const { db } = app`, `({ database }) =>`,
 * `app.getDecorator('db')`.
 */
export const platformHandle = [
  {
    selector: 'MemberExpression[computed=false][property.name=/^(db|database)$/]',
    message: platformHandleMessage,
  },
  {
    selector: 'MemberExpression[computed=true][property.value=/^(db|database)$/]',
    message: platformHandleMessage,
  },
  { selector: 'ObjectPattern > Property[key.name=/^(db|database)$/]', message: platformHandleMessage },
  { selector: 'ObjectPattern > Property[key.value=/^(db|database)$/]', message: platformHandleMessage },
  {
    selector: 'CallExpression[callee.property.name=/^(getDecorator|hasDecorator)$/] > Literal[value=/^(db|database)$/]',
    message: platformHandleMessage,
  },
];

const roleChangeMessage =
  'Only db/ (and the audit trail’s per-tenant entries) changes the role statements run as (decision 0021).';

/**
 * SQL that changes the role: `SET [LOCAL|SESSION] ROLE`, `RESET ROLE`, `SET ROLE NONE`,
 * `set_config('role', …)` (or with the name interpolated), `SET|RESET SESSION AUTHORIZATION`; in a
 * template (a `sql` tag or a plain one) or a string literal (`sql.raw`, a driver's `query`).
 */
const roleChangeSql = String.raw`/set_config\s*\(\s*(['"]role['"]|$)|\b(set|reset)\s+((local|session)\s+)?role\b|\bsession\s+authorization\b/i`;

export const roleChange = [
  { selector: `TemplateElement[value.raw=${roleChangeSql}]`, message: roleChangeMessage },
  { selector: `Literal[value=${roleChangeSql}]`, message: roleChangeMessage },
];
