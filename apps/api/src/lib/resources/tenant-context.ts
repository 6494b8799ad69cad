/**
 * What every tenant handler works with: a transaction under row-level security, the tenant, the
 * caller's abilities there, and who is acting. `inTenant` refuses to run for a route whose guard did
 * not check an ability, so no tenant route can exist without one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { Transaction } from '../../db/client';
import { withPlatformThenTenant, type TenantTransaction } from '../../db/tenant';

export interface Actor {
  userID: string;
  name: string;
  /** The client address, as far as `TRUST_PROXY` lets us know it. */
  address: string;
}

export interface TenantContext {
  tx: TenantTransaction;
  tenantID: string;
  ability: AppAbility;
  actor: Actor;
}

export async function inTenant<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (context: TenantContext) => Promise<T>,
): Promise<T> {
  return inTenantAfter(app, request, async () => undefined, work);
}

/**
 * `inTenant` with platform work first in the same transaction (`withPlatformThenTenant`): what the
 * platform part returns is handed to the tenant's.
 */
export async function inTenantAfter<P, T>(
  app: FastifyInstance,
  request: FastifyRequest,
  platformWork: (tx: Transaction, tenantID: string) => Promise<P>,
  work: (context: TenantContext, platform: P) => Promise<T>,
): Promise<T> {
  const { tenant, user, checkedAbility } = request;
  if (!tenant || !user || !checkedAbility) {
    // A programming error, not a client's: the route lacks `preValidation: app.requireTenant(action, subject)`.
    throw new Error(`${request.routeOptions.url ?? request.url} runs tenant work without an ability check`);
  }
  const actor: Actor = { userID: user.userID, name: user.access.name, address: request.ip };
  const { tenantID } = tenant;
  const result = await withPlatformThenTenant(
    app.db,
    tenantID,
    (tx) => platformWork(tx, tenantID),
    (tx, platform) => work({ tx, tenantID, ability: tenant.ability, actor }, platform),
  );
  // A write is seen by this process's next read at once; other processes drop their copies when
  // the database's change notification reaches them, a few milliseconds later.
  if (request.method !== 'GET' && request.method !== 'HEAD') app.tenantCache.invalidate(tenantID);
  return result;
}
