/**
 * The tenant's settings read and put back through the API as the admin, so the settings spec leaves
 * the organization and its single sign-on as it found them; and a test identity provider's metadata.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'selfsigned';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';

export interface TenantSettings {
  name: string;
  defaultLocale: 'en' | 'es';
  criteriaDefaults: Record<string, Record<string, number>>;
  version: number;
}

export interface SamlSettings {
  enabled: boolean;
  idpEntityID: string;
  idpSsoUrl: string;
  idpCertificate: string;
  defaultRole: string;
  emailAttribute: string;
  nameAttribute: string;
  groupAttribute: string;
  groupRoles: { group: string; role: string }[];
  jitProvisioning: boolean;
  version: number;
}

/** An API caller as the admin in `tenantName`, else in the admin's default tenant (Northwind Mining). */
export async function settingsApi(request: APIRequestContext, tenantName?: string) {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const { defaultTenantID, tenants } = (
    (await me.json()) as { data: { defaultTenantID: string; tenants: { tenantID: string; name: string }[] } }
  ).data;
  const tenantID = tenantName ? tenants.find((tenant) => tenant.name === tenantName)?.tenantID : defaultTenantID;
  expect(tenantID, `the admin belongs to ${tenantName}`).toBeDefined();
  const headers = bearer(token, tenantID);
  return {
    async tenant(): Promise<TenantSettings> {
      const response = await request.get('/api/settings/tenant', { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: TenantSettings }).data;
    },
    /** Puts the language and criteria defaults back as they were, at the version there is now. */
    async restoreTenant(before: TenantSettings) {
      const current = await this.tenant();
      const response = await request.patch('/api/settings/tenant', {
        headers,
        data: {
          defaultLocale: before.defaultLocale,
          criteriaDefaults: before.criteriaDefaults,
          version: current.version,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    async saml(): Promise<SamlSettings> {
      const response = await request.get('/api/settings/saml', { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: SamlSettings }).data;
    },
    /** Puts the single sign-on settings back as they were, switched off, at the version there is now. */
    async restoreSaml(before: SamlSettings) {
      const current = await this.saml();
      const response = await request.put('/api/settings/saml', {
        headers,
        data: {
          enabled: false,
          idpEntityID: before.idpEntityID,
          idpSsoUrl: before.idpSsoUrl,
          idpCertificate: before.idpCertificate,
          defaultRole: before.defaultRole,
          emailAttribute: before.emailAttribute,
          nameAttribute: before.nameAttribute,
          groupAttribute: before.groupAttribute,
          groupRoles: before.groupRoles,
          jitProvisioning: before.jitProvisioning,
          version: current.version,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

/**
 * An identity provider's SAML metadata with a freshly made self-signed signing certificate that
 * ends in `daysLeft` days, so the settings show its expiry (and warn under 30 days).
 */
export async function identityProviderMetadata(daysLeft: number) {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: 'Freeboard e2e IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 24 * 60 * 60 * 1000),
    notAfterDate: new Date(now + daysLeft * 24 * 60 * 60 * 1000),
  });
  const certificateBody = pems.cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const entityID = `https://idp-${now}.e2e.example/metadata`;
  const ssoUrl = `https://idp-${now}.e2e.example/sso`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityID}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  return { entityID, ssoUrl, certificateBody, xml };
}
