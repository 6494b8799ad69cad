/**
 * Authentication and tenancy guards. `requireUser` checks the bearer token; `requireTenant(action,
 * subject)` also checks `x-tenant-id` against the caller's memberships (403 otherwise), builds the
 * caller's abilities for that tenant once, and refuses the request without the ability.
 */
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  createAbility,
  defineAbilityRules,
  type AbilityRule,
  type Action,
  type AppAbility,
  type Subject,
} from '@freeboard/shared/auth/abilities';
import type { TenantAccess } from '@freeboard/shared/auth/auth.schemas';
import { AppError } from '../lib/app-error';
import type { UserAccess } from '../modules/auth/access';
import { bearerToken, verifyAccessToken } from '../modules/auth/access-tokens';
import { scopeAccess } from '../modules/auth/session-scopes';

export interface RequestUser {
  userID: string;
  access: UserAccess;
  /** Set when a tenant's identity provider started the session: `access` holds that tenant only. */
  ssoTenantID: string | null;
}

export interface RequestTenant {
  tenantID: string;
  membership: TenantAccess;
  rules: AbilityRule[];
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
    tenant: RequestTenant | null;
    /** The ability `requireTenant` checked for this route: tenant work (`inTenant`) needs one. */
    checkedAbility: readonly [Action, Subject] | null;
  }
  interface FastifyInstance {
    requireUser: preValidationAsyncHookHandler;
    requireTenant: (action: Action, subject: Subject) => preValidationAsyncHookHandler;
    /** Membership of the tenant named by `x-tenant-id`, whatever the abilities (the permissions call). */
    requireMembership: preValidationAsyncHookHandler;
    /** Resolves the tenant when `x-tenant-id` is sent, and accepts its absence. */
    optionalTenant: preValidationAsyncHookHandler;
  }
}

/**
 * Abilities per user access snapshot and tenant, built once: the snapshot is replaced whenever the
 * user's memberships are read again, which drops these with it.
 */
const abilityCache = new WeakMap<UserAccess, Map<string, RequestTenant>>();

function abilitiesOf(access: UserAccess, membership: TenantAccess): RequestTenant {
  const byTenant = abilityCache.get(access) ?? new Map<string, RequestTenant>();
  abilityCache.set(access, byTenant);
  let tenant = byTenant.get(membership.tenantID);
  if (!tenant) {
    const rules = defineAbilityRules({
      role: membership.role,
      isTenantAdmin: membership.isTenantAdmin,
      isPlatformAdmin: access.isPlatformAdmin,
    });
    tenant = { tenantID: membership.tenantID, membership, rules, ability: createAbility(rules) };
    byTenant.set(membership.tenantID, tenant);
  }
  return tenant;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('checkedAbility', null);

  async function authenticate(request: FastifyRequest): Promise<RequestUser> {
    if (request.user) return request.user;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('unauthenticated', 'Sign in to continue.');
    const { userID, authDetails } = await verifyAccessToken(app.tokenKeys, token);
    const access = await app.access.load(userID);
    if (!access?.isActive) throw new AppError('invalid_token', 'This account is not active.');
    // A session a tenant's identity provider started reaches that tenant only, whatever the person
    // joined since (decision 0037).
    const ssoTenantID = authDetails.ssoTenantID ?? null;
    request.user = { userID, access: scopeAccess(access, ssoTenantID), ssoTenantID };
    return request.user;
  }

  function resolveTenant(request: FastifyRequest, user: RequestUser, header: string): RequestTenant {
    const membership = uuidPattern.test(header)
      ? user.access.tenants.find((tenant) => tenant.tenantID === header.toLowerCase())
      : undefined;
    if (!membership) throw new AppError('tenant_forbidden', 'You are not a member of this tenant.');
    request.tenant = abilitiesOf(user.access, membership);
    return request.tenant;
  }

  function tenantHeader(request: FastifyRequest): string | undefined {
    const value = request.headers['x-tenant-id'];
    return Array.isArray(value) ? value[0] : value;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });

  app.decorate('optionalTenant', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    const header = tenantHeader(request);
    if (header) resolveTenant(request, user, header);
  });

  async function resolveTenantOf(request: FastifyRequest): Promise<RequestTenant> {
    const user = await authenticate(request);
    const header = tenantHeader(request);
    if (!header) throw new AppError('bad_request', 'The x-tenant-id header is required.');
    return resolveTenant(request, user, header);
  }

  app.decorate('requireMembership', async (request: FastifyRequest) => {
    await resolveTenantOf(request);
  });

  app.decorate('requireTenant', (action: Action, subject: Subject) => async (request: FastifyRequest) => {
    const tenant = await resolveTenantOf(request);
    if (tenant.ability.cannot(action, subject)) {
      throw new AppError('forbidden', `Your role may not ${action} ${subject} in this tenant.`);
    }
    request.checkedAbility = [action, subject];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });
