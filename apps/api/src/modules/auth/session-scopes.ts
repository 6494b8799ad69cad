/**
 * Sessions that reach one tenant only (decision 0037): a tenant's identity provider vouches for its
 * own tenant, so the session it starts is bound to that tenant for its whole life — every access
 * token refreshed from it names that tenant alone, whatever the person joins later. A password
 * sign-in's session has no scope and reaches every tenant of the person. The scope is kept on the
 * session's refresh tokens (`refresh_tokens.sso_tenant_id`), each rotation copying it.
 */
import type { AuthDetails } from '@freeboard/shared/auth/auth.schemas';
import type { UserAccess } from './access';

/** The tenant a session is bound to; null when it reaches every tenant of the person. */
export interface SessionScope {
  ssoTenantID: string | null;
}

export const unscoped: SessionScope = { ssoTenantID: null };

/**
 * What a scoped session may reach of the person's access: that tenant only (when they still belong
 * to it), and nothing of a platform administrator's reach. Snapshots are kept per access snapshot,
 * so the abilities cached for them last as long as the snapshot does.
 */
const scopedSnapshots = new WeakMap<UserAccess, Map<string, UserAccess>>();

export function scopeAccess(access: UserAccess, ssoTenantID: string | null | undefined): UserAccess {
  if (!ssoTenantID) return access;
  const byTenant = scopedSnapshots.get(access) ?? new Map<string, UserAccess>();
  scopedSnapshots.set(access, byTenant);
  let scoped = byTenant.get(ssoTenantID);
  if (!scoped) {
    const tenants = access.tenants.filter((tenant) => tenant.tenantID === ssoTenantID && tenant.role !== null);
    scoped = { ...access, isPlatformAdmin: false, tenants, defaultTenantID: tenants[0]?.tenantID ?? null };
    byTenant.set(ssoTenantID, scoped);
  }
  return scoped;
}

/** The claim that marks an access token of a scoped session. */
export function withScopeClaim(details: AuthDetails, scope: SessionScope): AuthDetails {
  return scope.ssoTenantID ? { ...details, ssoTenantID: scope.ssoTenantID } : details;
}
