/**
 * The ACS flow after the tenant is known: verify the response, refuse a replay, find or provision
 * the user, and hand out a one-time code. Every refusal is logged with its reason, recorded in the
 * tenant's activity, and answered 401 with a short reason only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../lib/activity-trail.repo';
import { provisionUser } from './provision-user';
import { rememberAssertion } from './saml-assertions.repo';
import { issueLoginCode } from './saml-login-codes';
import type { ActiveSamlSettings, ServiceProviderEndpoints } from './saml-provider';
import { SamlRefusal, verifySamlResponse } from './saml-response';
import type { StoredSamlSettings, TenantRef } from './saml-settings.repo';

export interface SamlSignIn {
  userID: string;
  code: string;
}

async function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: TenantRef,
  refusal: SamlRefusal,
  userID: string | null = null,
): Promise<never> {
  request.log.warn(
    { tenantID: tenant.tenantID, reason: refusal.reason, detail: refusal.detail },
    'SAML response refused',
  );
  await withTenant(app.db, tenant.tenantID, (tx) =>
    recordActivity(tx, tenant.tenantID, {
      actorUserID: userID,
      action: 'auth.sso_failed',
      subjectType: 'User',
      subjectID: userID,
      summary: `Single sign-on refused: ${refusal.reason}`,
      address: request.ip,
    }),
  );
  throw new AppError('saml_response_invalid', `Single sign-on failed. ${refusal.reason}`);
}

export async function signInWithSaml(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: TenantRef,
  settings: ActiveSamlSettings & StoredSamlSettings,
  endpoints: ServiceProviderEndpoints,
  samlResponse: string,
): Promise<SamlSignIn> {
  let assertion;
  try {
    assertion = await verifySamlResponse(samlResponse, settings, endpoints);
  } catch (error) {
    if (error instanceof SamlRefusal) return refuse(app, request, tenant, error);
    throw error;
  }
  const fresh = await withTenant(app.db, tenant.tenantID, (tx) =>
    rememberAssertion(tx, tenant.tenantID, assertion.assertionID, assertion.expiresAt),
  );
  if (!fresh) {
    return refuse(
      app,
      request,
      tenant,
      new SamlRefusal('This response was used already.', `replayed assertion ${assertion.assertionID}`),
    );
  }

  const user = await provisionUser(app.db, tenant, assertion, settings, request.ip);
  if (user.outcome === 'refused') {
    return refuse(app, request, tenant, new SamlRefusal(user.reason, `${user.detail} ${user.userID}`), user.userID);
  }
  if (user.membershipChanged) app.access.forget(user.userID);

  const code = await issueLoginCode(app.db, user.userID, tenant.tenantID);
  await withTenant(app.db, tenant.tenantID, (tx) =>
    recordActivity(tx, tenant.tenantID, {
      actorUserID: user.userID,
      action: 'auth.signed_in',
      subjectType: 'User',
      subjectID: user.userID,
      summary: `${user.name} signed in with single sign-on`,
      address: request.ip,
    }),
  );
  return { userID: user.userID, code };
}
