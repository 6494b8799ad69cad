/**
 * Who a user is right now: active or not, platform administrator or not, and their memberships.
 * Read on every authenticated request (a revoked membership must stop working before the access
 * token expires), so it is cached for a few seconds per process and dropped on every change made
 * through this process.
 */
import { eq } from 'drizzle-orm';
import type { AuthDetails, TenantAccess } from '@freeboard/shared/auth/auth.schemas';
import type { Database } from '../../db/client';
import { tenants, users } from '../../db/schema/platform';
import { accountColumns } from '../../db/secrets';
import { membershipsOf } from '../../lib/memberships.repo';

export interface UserAccess {
  userID: string;
  email: string;
  name: string;
  jobTitle: string | null;
  locale: string;
  isActive: boolean;
  isPlatformAdmin: boolean;
  defaultTenantID: string | null;
  tenants: TenantAccess[];
}

const cacheTtlMs = 5_000;
async function readAccess(db: Database, userID: string): Promise<UserAccess | null> {
  const [user] = await db.select(accountColumns).from(users).where(eq(users.id, userID));
  if (!user) return null;
  const rows = await membershipsOf(db, userID);
  // A platform administrator may enter every tenant, with the role of a membership where one exists.
  let tenantAccess: TenantAccess[] = rows.map((row) => ({ ...row, role: row.role }));
  if (user.isPlatformAdmin) {
    const all = await db.select({ id: tenants.id, name: tenants.name, slug: tenants.slug }).from(tenants);
    const member = new Set(tenantAccess.map((tenant) => tenant.tenantID));
    tenantAccess = [
      ...tenantAccess,
      ...all
        .filter((tenant) => !member.has(tenant.id))
        .map((tenant) => ({
          tenantID: tenant.id,
          name: tenant.name,
          slug: tenant.slug,
          isTenantAdmin: true,
          jobTitle: null,
          role: null,
        })),
    ].sort((a, b) => a.name.localeCompare(b.name));
  }
  const defaultTenantID =
    tenantAccess.find((tenant) => tenant.tenantID === user.defaultTenantId)?.tenantID ??
    tenantAccess[0]?.tenantID ??
    null;
  return {
    userID: user.id,
    email: user.email,
    name: user.name,
    jobTitle: user.jobTitle,
    locale: user.locale,
    isActive: user.isActive,
    isPlatformAdmin: user.isPlatformAdmin,
    defaultTenantID,
    tenants: tenantAccess,
  };
}

export interface AccessDirectory {
  load(userID: string): Promise<UserAccess | null>;
  /** Call after changing a user, their memberships or a tenant they belong to. */
  forget(userID?: string): void;
}

export function createAccessDirectory(db: Database): AccessDirectory {
  const cache = new Map<string, { expiresAt: number; access: Promise<UserAccess | null> }>();
  return {
    load(userID) {
      const now = Date.now();
      const cached = cache.get(userID);
      if (cached && cached.expiresAt > now) return cached.access;
      const access = readAccess(db, userID);
      cache.set(userID, { expiresAt: now + cacheTtlMs, access });
      access.catch(() => cache.delete(userID));
      if (cache.size > 10_000) {
        for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
      }
      return access;
    },
    forget(userID) {
      if (userID) cache.delete(userID);
      else cache.clear();
    },
  };
}

export function toAuthDetails(access: UserAccess): AuthDetails {
  return {
    userID: access.userID,
    email: access.email,
    name: access.name,
    isPlatformAdmin: access.isPlatformAdmin,
    tenants: access.tenants,
    defaultTenantID: access.defaultTenantID,
  };
}
