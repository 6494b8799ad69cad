/**
 * The grown single sign-on settings on PGlite and PostgreSQL: group → role mapping and attribute
 * mapping applied to real signed responses, just-in-time provisioning switched off, the certificate's
 * expiry shown, and identity provider metadata read from XML or an address (never a private one).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import { memberships, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { demoEmails, inDatabase } from '../../../test/test-app';
import { createTestIdentityProvider, type TestIdentityProvider } from '../../../test/saml-idp';
import { fetchMetadata } from './metadata-fetch';
import { useTestApp } from '../../../test/harness';

const slug = 'northwind-mining';
const unspecifiedFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

const { testApp, admin, northwind, signInAs } = useTestApp({ people: ['admin'] });
let idp: TestIdentityProvider;
let acsUrl: string;
let entityID: string;
let settings: SamlSettingsView;
let metadataServer: Server;
let metadataBase: string;

function metadataXml(certificate: string, ssoUrl = 'https://idp.example.test/sso') {
  const base64 = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example.test/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${base64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

async function save(change: Partial<SamlSettingsView>) {
  const { spEntityID, acsUrl: _acs, metadataUrl, testSignInUrl, certificate, ...editable } = settings;
  void [spEntityID, _acs, metadataUrl, testSignInUrl, certificate];
  const response = await admin.in(northwind).put('/api/settings/saml', { ...editable, ...change });
  if (response.statusCode === 200) settings = (response.json() as { data: SamlSettingsView }).data;
  return response;
}

/** Posts a signed response for `email` to the ACS: the status, and the membership it left. */
async function signInBySso(
  email: string,
  options: { attributes?: Record<string, string | string[]>; nameIDFormat?: string } = {},
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/auth/saml/${slug}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      SAMLResponse: idp.samlResponse({ acsUrl, audience: entityID, email, ...options }),
    }).toString(),
  });
  const [account] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const [membership] = account
    ? await inDatabase(testApp, northwind, (tx) =>
        tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.tenantId, northwind), eq(memberships.userId, account.id))),
      )
    : [];
  return { status: response.statusCode, role: membership?.role ?? null };
}

const uniqueEmail = (label: string) => `${label}-${newID().slice(-12)}@northwind.example`;

beforeAll(async () => {
  idp = await createTestIdentityProvider();
  const base = `${testApp.config.publicUrl}/api/auth/saml/${slug}`;
  acsUrl = `${base}/acs`;
  entityID = `${base}/metadata`;
  const current = await admin.in(northwind).get('/api/settings/saml');
  settings = (current.json() as { data: SamlSettingsView }).data;
  const enabled = await save({
    enabled: true,
    idpEntityID: idp.entityID,
    idpSsoUrl: idp.ssoUrl,
    idpCertificate: idp.certificate,
    defaultRole: 'viewer',
    groupAttribute: 'memberOf',
    groupRoles: [
      { group: 'TSF-Engineers', role: 'engineer' },
      { group: 'TSF-Managers', role: 'manager' },
    ],
  });
  expect(enabled.statusCode, enabled.body).toBe(200);

  metadataServer = createServer((request, response) => {
    if (request.url === '/metadata.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(metadataXml(idp.certificate));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
  metadataBase = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => metadataServer.close(() => resolve()));
});

describe('the single sign-on settings', () => {
  it('show the certificate’s subject and expiry, the mapping, and a test sign-in address', () => {
    expect(settings.certificate?.subject).toContain('Freeboard test IdP');
    expect(Date.parse(settings.certificate!.expiresAt)).toBeGreaterThan(Date.now());
    expect(settings.testSignInUrl).toBe(
      `${testApp.config.publicUrl}/api/auth/saml/${slug}/login?returnTo=%2Fsettings%3Fsection%3Dsingle-sign-on`,
    );
    expect(settings).toMatchObject({ groupAttribute: 'memberOf', jitProvisioning: true, emailAttribute: '' });
    expect(settings.groupRoles).toHaveLength(2);
  });

  it('refuse a group mapped twice and a certificate that is not one, naming the fields', async () => {
    const response = await save({
      idpCertificate: 'not a certificate',
      groupRoles: [
        { group: 'TSF-Engineers', role: 'engineer' },
        { group: 'tsf-engineers', role: 'manager' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'groupRoles.1.group',
      'idpCertificate',
    ]);
  });
});

describe('a sign-in by single sign-on', () => {
  it('gives a new person the highest role their groups map to, else the default role', async () => {
    expect(
      (await signInBySso(uniqueEmail('both'), { attributes: { memberOf: ['TSF-Engineers', 'tsf-managers'] } })).role,
    ).toBe('manager');
    expect((await signInBySso(uniqueEmail('engineer'), { attributes: { memberOf: 'TSF-Engineers' } })).role).toBe(
      'engineer',
    );
    expect((await signInBySso(uniqueEmail('unmapped'), { attributes: { memberOf: 'Finance' } })).role).toBe('viewer');
  });

  it("moves a member's role with their groups at the next sign-in, and leaves it when no group is mapped", async () => {
    const email = uniqueEmail('mover');
    expect((await signInBySso(email, { attributes: { memberOf: 'TSF-Engineers' } })).role).toBe('engineer');
    expect((await signInBySso(email, { attributes: { memberOf: 'TSF-Managers' } })).role).toBe('manager');
    expect((await signInBySso(email, { attributes: { memberOf: 'Finance' } })).role).toBe('manager');
  });

  it('reads the email and name from the attributes the tenant names', async () => {
    const saved = await save({ emailAttribute: 'upn', nameAttribute: 'fullName' });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = uniqueEmail('upn');
    const outcome = await signInBySso(`opaque-${newID()}`, {
      nameIDFormat: unspecifiedFormat,
      attributes: { upn: email, fullName: 'Quispe, Rosa' },
    });
    expect(outcome.status).toBe(302);
    const [account] = await testApp.database.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(account?.name).toBe('Quispe, Rosa');
    await save({ emailAttribute: '', nameAttribute: '' });
  });

  it('refuses someone without a membership when accounts are not created at first sign-in', async () => {
    await save({ jitProvisioning: false });
    const outcome = await signInBySso(uniqueEmail('stranger'), { attributes: { memberOf: 'TSF-Engineers' } });
    expect(outcome).toEqual({ status: 401, role: null });
    await save({ jitProvisioning: true });
  });
});

describe("an identity provider's metadata", () => {
  async function readMetadata(payload: object) {
    return admin.in(northwind).post('/api/settings/saml/metadata', payload);
  }

  it('fills the entity ID, the redirect sign-on address and the signing certificate from XML', async () => {
    const response = await readMetadata({ xml: metadataXml(idp.certificate) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        idpEntityID: 'https://idp.example.test/metadata',
        idpSsoUrl: 'https://idp.example.test/sso',
        idpCertificate: idp.certificate.trim(),
      },
    });
  });

  it('names what is wrong with XML that is not metadata, or not an identity provider’s', async () => {
    const notXml = await readMetadata({ xml: 'hello' });
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json()).toMatchObject({ errors: { xml: [expect.any(String)] } });
    const serviceProvider = await readMetadata({
      xml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><md:SPSSODescriptor/></md:EntityDescriptor>',
    });
    expect(serviceProvider.json()).toMatchObject({ errors: { xml: [expect.stringContaining('IDPSSODescriptor')] } });
  });

  it('refuses an address on a private network, by its name or its number', async () => {
    for (const url of [`${metadataBase}/metadata.xml`, 'http://localhost:9/metadata.xml']) {
      const response = await readMetadata({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ errors: { url: ['This address is on a private network'] } });
    }
  });

  it('is fetched from an address the installation allows, and a missing document is named', async () => {
    expect(await fetchMetadata(`${metadataBase}/metadata.xml`, { allowPrivate: true })).toContain('IDPSSODescriptor');
    await expect(fetchMetadata(`${metadataBase}/missing.xml`, { allowPrivate: true })).rejects.toMatchObject({
      fieldErrors: { url: ['The address answered 404, not the metadata'] },
    });
  });

  it('is read by tenant admins only', async () => {
    const engineer = await signInAs(demoEmails.engineer);
    const response = await engineer
      .in(northwind)
      .post('/api/settings/saml/metadata', { xml: metadataXml(idp.certificate) });
    expect(response.statusCode).toBe(403);
  });
});
