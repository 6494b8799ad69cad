/**
 * The only ways to the secrets (migration 0027, decision 0038): a password hash, a refresh token and
 * an invitation are read through database functions that look up one row by its key. The platform
 * role cannot select those columns, so no route can list them, whatever handle it finds.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { users } from './schema/platform';

const { passwordHash: _secret, ...readableAccountColumns } = getTableColumns(users);
/** Every column of an account that the application's connection may read: all but the password hash. */
export const accountColumns = readableAccountColumns;

/** A timestamp read through raw SQL arrives as the driver's text (PostgreSQL) or a Date (PGlite). */
function dateOf(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function dateOrNull(value: string | Date | null): Date | null {
  return value === null ? null : dateOf(value);
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The password hash of the account whose ID `accountID` holds, as a column of a select. */
export function passwordHashOf(accountID: AnyPgColumn | string): SQL<string | null> {
  return sql<string | null>`account_password_hash(${accountID})`;
}

export interface StoredRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  replacedAt: Date | null;
  revokedAt: Date | null;
  /** The tenant whose identity provider started the session, which reaches that tenant only. */
  ssoTenantId: string | null;
}

/** The refresh token with this hash; `lock` holds it until the transaction ends. */
export async function refreshTokenByHash(
  executor: Executor,
  tokenHash: string,
  { lock = false } = {},
): Promise<StoredRefreshToken | undefined> {
  const result = await executor.execute(
    sql`select id, user_id, family_id, expires_at, replaced_at, revoked_at, sso_tenant_id from refresh_token_by_hash(${tokenHash}, ${lock})`,
  );
  const [row] = rowsOf<{
    id: string;
    user_id: string;
    family_id: string;
    expires_at: string | Date;
    replaced_at: string | Date | null;
    revoked_at: string | Date | null;
    sso_tenant_id: string | null;
  }>(result);
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      familyId: row.family_id,
      expiresAt: dateOf(row.expires_at),
      replacedAt: dateOrNull(row.replaced_at),
      revokedAt: dateOrNull(row.revoked_at),
      ssoTenantId: row.sso_tenant_id,
    }
  );
}

export interface OpenedInvitation {
  userID: string;
  tenantID: string;
  expiresAt: Date;
  usedAt: Date | null;
  email: string;
  name: string;
  hasPassword: boolean;
  accountActive: boolean;
  tenantName: string;
}

/** The invitation with this token hash, with what its page needs; `lock` holds it until the transaction ends. */
export async function invitationByTokenHash(
  executor: Executor,
  tokenHash: string,
  { lock = false } = {},
): Promise<OpenedInvitation | undefined> {
  const result = await executor.execute(
    sql`select user_id, tenant_id, expires_at, used_at, email, name, has_password, account_active, tenant_name
      from invitation_by_token(${tokenHash}, ${lock})`,
  );
  const [row] = rowsOf<{
    user_id: string;
    tenant_id: string;
    expires_at: string | Date;
    used_at: string | Date | null;
    email: string;
    name: string;
    has_password: boolean;
    account_active: boolean;
    tenant_name: string;
  }>(result);
  return (
    row && {
      userID: row.user_id,
      tenantID: row.tenant_id,
      expiresAt: dateOf(row.expires_at),
      usedAt: dateOrNull(row.used_at),
      email: row.email,
      name: row.name,
      hasPassword: row.has_password,
      accountActive: row.account_active,
      tenantName: row.tenant_name,
    }
  );
}
