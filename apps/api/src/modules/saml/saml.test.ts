import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { activity, samlLoginCodes, samlSettings, users } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { decodeClaims, demoEmails, refreshCookieOf } from '../../../test/test-app';
import { createTestIdentityProvider, type ResponseOptions, type TestIdentityProvider } from '../../../test/saml-idp';
import { useTestApp, type Person } from '../../../test/harness';

const slug = 'northwind-mining';

type TokenAnswer = { data: { accessToken: string } };
type SettingsAnswer = { data: SamlSettingsView };

const {
  testApp,
  admin,
  northwind: northwindID,
  southernWater: southernID,
  signInAs,
} = useTestApp({ people: ['admin'] });
let app: FastifyInstance;
let idp: TestIdentityProvider;
let base: string;
let acsUrl: string;
let entityID: string;
/** The settings version after the setup enabled single sign-on. */
let enabledVersion: number;

function responseFor(email: string, options: Partial<ResponseOptions> = {}): string {
  return idp.samlResponse({ acsUrl, audience: entityID, email, ...options });
}

function postAcs(samlResponse: string, relayState?: string, tenantSlug = slug) {
  const form = new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) });
  return app.inject({
    method: 'POST',
    url: `/api/auth/saml/${tenantSlug}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

function callbackOf(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(302);
  const location = new URL(String(response.headers.location), 'http://web.test');
  expect(location.pathname).toBe('/saml/callback');
  return location;
}

function exchange(code: string) {
  return app.inject({ method: 'POST', url: '/api/auth/saml/exchange', payload: { code } });
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = response.json();
  expect(problem.code).toBe('saml_response_invalid');
  // A short reason only: no XML, no library messages, no stack.
  expect(problem.detail).not.toMatch(/<|Expected|at \w+ \(/);
}

async function readSettings(session: Person, tenantID: string) {
  return session.in(tenantID).get('/api/settings/saml');
}

async function putSettings(session: Person, tenantID: string, body: Record<string, unknown>) {
  return session.in(tenantID).put('/api/settings/saml', body);
}

async function activityOf(tenantID: string, action: string) {
  return withTenant(testApp.database.db, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(sql`${activity.action} = ${action}`),
  );
}

beforeAll(async () => {
  app = testApp.app;
  idp = await createTestIdentityProvider();
  base = `${testApp.config.publicUrl}/api/auth/saml/${slug}`;
  acsUrl = `${base}/acs`;
  entityID = `${base}/metadata`;

  const current = await readSettings(admin, northwindID);
  expect(current.statusCode, current.body).toBe(200);
  const saved = await putSettings(admin, northwindID, {
    enabled: true,
    idpEntityID: idp.entityID,
    idpSsoUrl: idp.ssoUrl,
    idpCertificate: idp.certificate,
    defaultRole: 'engineer',
    version: current.json().data.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  enabledVersion = saved.json().data.version;
  expect(enabledVersion).toBe(current.json().data.version + 1);
});

describe('SAML sign-in', () => {
  it('accepts a signed response, and the one-time code works exactly once', async () => {
    const response = await postAcs(responseFor(demoEmails.engineer));
    const callback = callbackOf(response);
    expect(callback.searchParams.get('tenant')).toBe(northwindID);
    const code = callback.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);

    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    const accessToken = first.json<TokenAnswer>().data.accessToken;
    const details = decodeClaims(accessToken).authDetails as { email: string };
    expect(details.email).toBe(demoEmails.engineer);
    expect(refreshCookieOf(first)).toBeTruthy();

    const second = await exchange(code);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('saml_code_invalid');

    const signedIn = await activityOf(northwindID, 'auth.signed_in');
    expect(signedIn.some((entry) => entry.summary.includes('signed in with single sign-on'))).toBe(true);
  });

  it('refuses an expired code', async () => {
    const code = callbackOf(await postAcs(responseFor(demoEmails.engineer))).searchParams.get('code')!;
    await testApp.database.db
      .update(samlLoginCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(samlLoginCodes.codeHash, createHash('sha256').update(code).digest('hex')));
    const response = await exchange(code);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('saml_code_invalid');
  });

  it('refuses an unknown code', async () => {
    const response = await exchange('x'.repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unsigned response', async () => {
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { signAssertion: false, signResponse: false })));
  });

  it('refuses a response whose assertion is not signed', async () => {
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { signAssertion: false })));
  });

  it('refuses a response whose outer response is not signed', async () => {
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { signResponse: false })));
  });

  it('refuses a response changed after signing', async () => {
    const tampered = responseFor(demoEmails.engineer, {
      tamper: (xml) => xml.replace(`>${demoEmails.engineer}<`, `>${demoEmails.admin}<`),
    });
    expect(Buffer.from(tampered, 'base64').toString('utf8')).toContain(`>${demoEmails.admin}<`);
    expectRefused(await postAcs(tampered));
  });

  it('refuses a response for another audience', async () => {
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { audience: 'https://other.example.test/metadata' })));
  });

  it('refuses a response for another recipient or destination', async () => {
    const elsewhere = 'https://other.example.test/acs';
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { recipient: elsewhere })));
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { destination: elsewhere })));
  });

  it('refuses a response from another issuer', async () => {
    expectRefused(await postAcs(responseFor(demoEmails.engineer, { issuer: 'https://rogue.example.test' })));
  });

  it('refuses an expired assertion', async () => {
    const past = Date.now() - 10 * 60_000;
    expectRefused(
      await postAcs(
        responseFor(demoEmails.engineer, { notBefore: new Date(past - 5 * 60_000), notOnOrAfter: new Date(past) }),
      ),
    );
  });

  it('refuses a replayed response', async () => {
    const samlResponse = responseFor(demoEmails.engineer);
    callbackOf(await postAcs(samlResponse));
    expectRefused(await postAcs(samlResponse));
    const failures = await activityOf(northwindID, 'auth.sso_failed');
    expect(failures.some((entry) => entry.summary.includes('used already'))).toBe(true);
  });

  it('refuses a response signed by another key', async () => {
    const impostor = await createTestIdentityProvider(idp.entityID);
    expectRefused(await postAcs(impostor.samlResponse({ acsUrl, audience: entityID, email: demoEmails.admin })));
  });

  it('refuses a response without an email address', async () => {
    expectRefused(
      await postAcs(
        responseFor('opaque-id-123', { nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent' }),
      ),
    );
  });

  it('provisions a new person just in time, with the default role', async () => {
    const email = 'new.person@northwind.test';
    const response = await postAcs(
      responseFor('ignored', {
        nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        attributes: { email, givenName: 'Nova', sn: 'Person' },
      }),
    );
    const code = callbackOf(response).searchParams.get('code')!;
    // The password hash is the owner's to read (decision 0038).
    const [user] = await testApp.owner.transaction((tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(user).toMatchObject({ name: 'Nova Person', passwordHash: null, defaultTenantId: northwindID });

    const session = await exchange(code);
    expect(session.statusCode, session.body).toBe(200);
    const details = decodeClaims(session.json<TokenAnswer>().data.accessToken).authDetails as {
      tenants: { tenantID: string; role: string; isTenantAdmin: boolean }[];
    };
    expect(details.tenants).toEqual([
      expect.objectContaining({ tenantID: northwindID, role: 'engineer', isTenantAdmin: false }),
    ]);
  });

  it('refuses an inactive account', async () => {
    const email = 'inactive.person@northwind.test';
    callbackOf(await postAcs(responseFor(email)));
    await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expectRefused(await postAcs(responseFor(email)));
  });

  it('signs in an existing member of this tenant alone', async () => {
    const location = callbackOf(await postAcs(responseFor(demoEmails.engineer)));
    const session = await exchange(location.searchParams.get('code')!);
    expect(session.statusCode, session.body).toBe(200);
    expect(decodeClaims(session.json<TokenAnswer>().data.accessToken).authDetails).toMatchObject({
      email: demoEmails.engineer,
    });
  });

  it('refuses to vouch for a platform administrator or a member of other tenants', async () => {
    // The tenant's IdP is run by the tenant: it must not open doors into other tenants.
    expectRefused(await postAcs(responseFor(demoEmails.admin)));
    expectRefused(await postAcs(responseFor(demoEmails.viewer)));
    const refusals = await withTenant(testApp.database.db, northwindID, (tx) =>
      tx.select().from(activity).where(eq(activity.action, 'auth.sso_failed')),
    );
    expect(refusals.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a same-site returnTo through RelayState, and drops any other', async () => {
    const kept = callbackOf(await postAcs(responseFor(demoEmails.engineer), '/risks?status=open'));
    expect(kept.searchParams.get('returnTo')).toBe('/risks?status=open');
    for (const relayState of ['//evil.test/x', 'https://evil.test/', '/\\evil.test']) {
      const dropped = callbackOf(await postAcs(responseFor(demoEmails.engineer), relayState));
      expect(dropped.searchParams.has('returnTo')).toBe(false);
    }
  });
});

describe('SAML login redirect and discovery', () => {
  it('redirects to the identity provider with a SAMLRequest', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/auth/saml/${slug}/login?returnTo=/risks` });
    expect(response.statusCode, response.body).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(idp.ssoUrl);
    expect(location.searchParams.get('RelayState')).toBe('/risks');
    const request = inflateRawSync(Buffer.from(location.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain(`AssertionConsumerServiceURL="${acsUrl}"`);
    expect(request).toContain(entityID);
  });

  it('leaves out a returnTo that leads elsewhere', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/auth/saml/${slug}/login?returnTo=//evil.test` });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.has('RelayState')).toBe(false);
  });

  it('answers 404 when single sign-on is off, or the tenant is unknown', async () => {
    const off = await app.inject({ method: 'GET', url: '/api/auth/saml/southern-water/login' });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('saml_disabled');
    const acs = await postAcs(responseFor(demoEmails.viewer), undefined, 'southern-water');
    expect(acs.statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/saml/no-such-tenant/login' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('tenant_not_found');
  });

  it('tells the login page whether a tenant offers single sign-on', async () => {
    const on = await app.inject({ method: 'GET', url: `/api/auth/saml/${slug}/sso` });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({
      tenantSlug: slug,
      tenantName: 'Northwind Mining',
      enabled: true,
      loginUrl: `${base}/login`,
    });
    const off = await app.inject({ method: 'GET', url: '/api/auth/saml/southern-water/sso' });
    expect(off.json().data.enabled).toBe(false);
  });

  it('serves service provider metadata with the entity ID and ACS URL', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/auth/saml/${slug}/metadata` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.body).toContain(`entityID="${entityID}"`);
    expect(response.body).toContain(`Location="${acsUrl}"`);
  });
});

describe('SAML routes in the API description', () => {
  it('are described in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/saml/{tenantSlug}/login',
        '/api/auth/saml/{tenantSlug}/acs',
        '/api/auth/saml/exchange',
        '/api/auth/saml/{tenantSlug}/metadata',
        '/api/auth/saml/{tenantSlug}/sso',
        '/api/settings/saml',
        '/api/settings/saml/metadata',
      ]),
    );
  });
});

describe('SAML settings API', () => {
  it('shows administrators the settings and what to give the identity provider', async () => {
    const response = await readSettings(admin, northwindID);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      enabled: true,
      idpEntityID: idp.entityID,
      idpSsoUrl: idp.ssoUrl,
      defaultRole: 'engineer',
      version: enabledVersion,
      spEntityID: entityID,
      acsUrl,
      metadataUrl: entityID,
    });
  });

  it('treats a tenant without a settings row as version 0, and its first save wins once', async () => {
    await withTenant(testApp.database.db, southernID, (tx) => tx.delete(samlSettings));
    const empty = await readSettings(admin, southernID);
    expect(empty.json().data).toMatchObject({ enabled: false, idpCertificate: '', version: 0 });
    const body = {
      enabled: false,
      idpEntityID: '',
      idpSsoUrl: '',
      idpCertificate: '',
      defaultRole: 'manager',
      version: 0,
    };
    const first = await putSettings(admin, southernID, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ defaultRole: 'manager', version: 1 });
    const again = await putSettings(admin, southernID, { ...body, defaultRole: 'viewer' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses viewers and engineers', async () => {
    const viewer = await signInAs(demoEmails.viewer);
    expect((await readSettings(viewer, northwindID)).statusCode).toBe(403);
    const engineer = await signInAs(demoEmails.engineer);
    const put = await putSettings(engineer, northwindID, {
      enabled: false,
      idpEntityID: '',
      idpSsoUrl: '',
      idpCertificate: '',
      defaultRole: 'viewer',
      version: enabledVersion,
    });
    expect(put.statusCode).toBe(403);
  });

  it('updates with the current version, audits without the certificate, and refuses a stale one', async () => {
    const current = (await readSettings(admin, northwindID)).json().data;
    const body = {
      enabled: current.enabled,
      idpEntityID: current.idpEntityID,
      idpSsoUrl: current.idpSsoUrl,
      idpCertificate: current.idpCertificate,
      defaultRole: 'viewer',
      version: current.version,
    };
    const updated = await putSettings(admin, northwindID, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ defaultRole: 'viewer', version: current.version + 1 });

    const stale = await putSettings(admin, northwindID, { ...body, defaultRole: 'manager' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');

    // Put the default role back for the other tests of this file.
    const restored = await putSettings(admin, northwindID, {
      ...body,
      defaultRole: 'engineer',
      version: current.version + 1,
    });
    expect(restored.statusCode).toBe(200);

    const audit = await activityOf(northwindID, 'settings.saml_updated');
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const pemBody = idp.certificate.split('\n')[1]!;
    for (const entry of audit) expect(JSON.stringify(entry.changes)).not.toContain(pemBody);
    expect(audit.some((entry) => entry.changes?.['idpCertificate'])).toBe(true);
  });

  it('accepts a bare base64 certificate and refuses text that is not one', async () => {
    const current = (await readSettings(admin, northwindID)).json<SettingsAnswer>().data;
    const bare = idp.certificate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    // The extra fields of the answer (spEntityID, …) are ignored by the update.
    const body = { ...current, idpCertificate: bare };
    const accepted = await putSettings(admin, northwindID, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Stored as the same PEM: nothing changed, so the version stays.
    expect(accepted.json().data.version).toBe(current.version);

    const invalid = await putSettings(admin, northwindID, {
      ...body,
      idpCertificate: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(200)}\n-----END CERTIFICATE-----`,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('idpCertificate');
  });

  it('refuses to enable single sign-on without an identity provider', async () => {
    const response = await putSettings(admin, southernID, {
      enabled: true,
      idpEntityID: '',
      idpSsoUrl: '',
      idpCertificate: '',
      defaultRole: 'viewer',
      version: (await readSettings(admin, southernID)).json().data.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('idpSsoUrl');
  });
});
