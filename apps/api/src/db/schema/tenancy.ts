/** Who belongs to a tenant, and how the tenant signs its people in (SAML). */
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SamlGroupRole } from '@freeboard/shared/auth/saml-settings.schemas';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import { oneOf, tenantId, timestamps, versioned } from './columns';
import { tenants, users } from './platform';

export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: membershipRoles }).notNull(),
    isTenantAdmin: boolean('is_tenant_admin').notNull().default(false),
    jobTitle: text('job_title'),
    /** False once a tenant admin deactivated the person here: the membership stays, entering does not. */
    active: boolean('active').notNull().default(true),
    /** When this person's last notification digest of this tenant was sent: one a day, of what came since. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /**
     * When the person accepted the membership; null while it is pending: a tenant admin added an
     * existing account, which enters only once the person accepts (decision 0037).
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).defaultNow(),
    /** The name the admin typed, shown in this tenant while the membership is pending. */
    displayName: text('display_name'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
    oneOf('memberships_role_check', table.role, membershipRoles),
  ],
);

export const samlSettings = pgTable(
  'saml_settings',
  {
    tenantId: tenantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    idpEntityId: text('idp_entity_id').notNull().default(''),
    idpSsoUrl: text('idp_sso_url').notNull().default(''),
    idpCertificate: text('idp_certificate').notNull().default(''),
    defaultRole: text('default_role', { enum: membershipRoles }).notNull().default('viewer'),
    emailAttribute: text('email_attribute').notNull().default(''),
    nameAttribute: text('name_attribute').notNull().default(''),
    groupAttribute: text('group_attribute').notNull().default('groups'),
    /** `[{ group, role }]`: the role a group of the identity provider gives (decision 0031). */
    groupRoles: jsonb('group_roles').$type<SamlGroupRole[]>().notNull().default([]),
    jitProvisioning: boolean('jit_provisioning').notNull().default(true),
    ...versioned,
    ...timestamps,
  },
  (table) => [oneOf('saml_settings_default_role_check', table.defaultRole, membershipRoles)],
);

/** Assertion IDs already accepted, so that a captured SAML response cannot be replayed. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    tenantId: tenantId(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.assertionId] })],
);

/**
 * One-time links to set a first password, for accounts an admin created (`POST /api/users`). Only
 * the token's SHA-256 is stored; the link is shown once to the admin and, with SMTP, emailed. A
 * tenant's rows under row-level security, like every tenant table. A link is opened by token before
 * anyone is signed in, so before any tenant is known: `invitationByTokenHash` (db/secrets) finds that
 * one invitation, and the tenant it names marks it used. Nobody reads a token's hash (decision 0038).
 */
export const invitations = pgTable(
  'invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_user_idx').on(table.userId)],
);
