/**
 * The service provider's side of SAML for one tenant: its addresses, and a node-saml instance built
 * from the tenant's settings. Each tenant is its own service provider (its own entity ID and ACS),
 * so an assertion issued for one tenant is never accepted by another.
 */
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type SamlConfig } from '@node-saml/node-saml';

export const emailNameIDFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Accepted difference between our clock and the identity provider's. */
export const clockSkewMs = 60_000;

export interface ServiceProviderEndpoints {
  /** The entity ID is the metadata address, as most identity providers expect. */
  entityID: string;
  metadataUrl: string;
  acsUrl: string;
  loginUrl: string;
}

export function serviceProviderEndpoints(publicUrl: string, tenantSlug: string): ServiceProviderEndpoints {
  const base = `${publicUrl}/api/auth/saml/${encodeURIComponent(tenantSlug)}`;
  return {
    entityID: `${base}/metadata`,
    metadataUrl: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    loginUrl: `${base}/login`,
  };
}

/** Settings complete enough to sign in with. */
export interface ActiveSamlSettings {
  idpEntityID: string;
  idpSsoUrl: string;
  idpCertificate: string;
}

export function samlOptions(settings: ActiveSamlSettings, endpoints: ServiceProviderEndpoints): SamlConfig {
  return {
    issuer: endpoints.entityID,
    audience: endpoints.entityID,
    callbackUrl: endpoints.acsUrl,
    entryPoint: settings.idpSsoUrl,
    idpCert: settings.idpCertificate,
    // node-saml checks this only on logout messages; the ACS checks the assertion's issuer itself.
    idpIssuer: settings.idpEntityID,
    identifierFormat: emailNameIDFormat,
    // Requesting "password over TLS" exactly makes identity providers that use MFA refuse the request.
    disableRequestedAuthnContext: true,
    wantAuthnResponseSigned: true,
    wantAssertionsSigned: true,
    acceptedClockSkewMs: clockSkewMs,
    // IdP-initiated sign-in is allowed; replay is stopped by the store of assertion IDs instead.
    validateInResponseTo: ValidateInResponseTo.never,
    signatureAlgorithm: 'sha256',
  };
}

export function createSamlProvider(settings: ActiveSamlSettings, endpoints: ServiceProviderEndpoints): SAML {
  return new SAML(samlOptions(settings, endpoints));
}

/**
 * SP metadata. The standalone generator (the one `SAML#generateServiceProviderMetadata` delegates
 * to) needs no IdP certificate, so an administrator can fetch it before configuring the IdP.
 */
export function serviceProviderMetadata(endpoints: ServiceProviderEndpoints): string {
  return generateServiceProviderMetadata({
    issuer: endpoints.entityID,
    callbackUrl: endpoints.acsUrl,
    identifierFormat: emailNameIDFormat,
    wantAssertionsSigned: true,
  });
}
