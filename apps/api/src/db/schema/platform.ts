/** Platform tables: identities and sign-in state that exist outside any one tenant (no tenant_id). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    defaultLocale: text('default_locale').notNull().default('en'),
    /** Of the tenant's settings (name, language, criteria defaults): a save names the one it read. */
    settingsVersion: integer('settings_version').notNull().default(1),
    /**
     * When the tenant's next notification round is due (decision 0032): a round claims the row and
     * moves this on in the transaction that makes the notifications, so one process runs it once.
     */
    notificationsDueAt: timestamp('notifications_due_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('tenants_slug_key').on(table.slug),
    index('tenants_notifications_due_idx').on(table.notificationsDueAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    locale: text('locale').notNull().default('en'),
    /**
     * Null for an account that signs in by single sign-on only. Not readable by the application's
     * connection: read one account's through `passwordHashOf` (db/secrets, decision 0038).
     */
    passwordHash: text('password_hash'),
    /** Whether the account has a password: what may be known of the hash. */
    hasPassword: boolean('has_password')
      .notNull()
      .generatedAlwaysAs(sql`password_hash is not null`),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    defaultTenantId: uuid('default_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** A daily email of new unread notifications, when the server sends email (`SMTP_URL`). */
    notificationDigest: boolean('notification_digest').notNull().default(false),
    /**
     * When a link emailed to the address (never one shown to an admin) was last used: only then is
     * the email the person's own, and only then may the account join a second tenant (decision 0037).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The tenant whose identity provider created the account: that provider may sign it in again. */
    provisionedByTenantId: uuid('provisioned_by_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token descending from one sign-in shares a family; replay revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** Not readable by the application's connection: a token is found by `refreshTokenByHash` (db/secrets). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that signed in or refreshed, for the person's list of sessions (bounded). */
    userAgent: text('user_agent'),
    address: text('address'),
    /**
     * The tenant whose identity provider started the session (decision 0037): every token of the
     * family carries it, and reaches that tenant only. Null for a password sign-in's session.
     */
    ssoTenantId: uuid('sso_tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** Failed sign-ins, counted per email and per client address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_idx').on(table.key, table.failedAt)],
);

/** One-time codes handed to the browser after a SAML sign-in, exchanged for a session once. */
export const samlLoginCodes = pgTable('saml_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The tenant whose identity provider vouched for the person: the session reaches it only. */
  ssoTenantId: uuid('sso_tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
});
