/**
 * A test identity provider: its own key pair and self-signed certificate, made at test time, and
 * real SAML 2.0 responses signed with xml-crypto the way identity providers sign them (RSA-SHA256,
 * exclusive c14n, enveloped signatures; the Assertion signed first, then the Response).
 */
import { randomUUID } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

const samlp = 'urn:oasis:names:tc:SAML:2.0:protocol';
const saml = 'urn:oasis:names:tc:SAML:2.0:assertion';
const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const rsaSha256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const sha256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const excC14n = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const enveloped = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export interface ResponseOptions {
  /** Where the response is posted: Destination and Recipient. */
  acsUrl: string;
  /** The service provider's entity ID. */
  audience: string;
  email: string;
  nameIDFormat?: string;
  attributes?: Record<string, string | string[]>;
  assertionID?: string;
  issuer?: string;
  destination?: string;
  recipient?: string;
  inResponseTo?: string;
  /** Default: a minute ago. */
  notBefore?: Date;
  /** Default: five minutes from now (Conditions and SubjectConfirmationData). */
  notOnOrAfter?: Date;
  signAssertion?: boolean;
  signResponse?: boolean;
  /** Applied to the XML after signing, to test tampering. */
  tamper?: (xml: string) => string;
}

export interface TestIdentityProvider {
  entityID: string;
  ssoUrl: string;
  /** The signing certificate, PEM. */
  certificate: string;
  /** The full signed response XML. */
  responseXml(options: ResponseOptions): string;
  /** The response as an HTTP-POST binding sends it: base64 of the XML. */
  samlResponse(options: ResponseOptions): string;
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function newSamlID(): string {
  // IDs are xs:ID values, which may not start with a digit.
  return `_${randomUUID()}`;
}

function attributeStatement(attributes: Record<string, string | string[]> | undefined): string {
  const entries = Object.entries(attributes ?? {});
  if (entries.length === 0) return '';
  const body = entries
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((item) => `<saml:AttributeValue>${escapeXml(item)}</saml:AttributeValue>`)
        .join('');
      return `<saml:Attribute Name="${escapeXml(name)}">${values}</saml:Attribute>`;
    })
    .join('');
  return `<saml:AttributeStatement>${body}</saml:AttributeStatement>`;
}

function sign(xml: string, privateKey: string, certificate: string, elementXPath: string): string {
  const signer = new SignedXml({
    privateKey,
    publicCert: certificate,
    signatureAlgorithm: rsaSha256,
    canonicalizationAlgorithm: excC14n,
  });
  signer.addReference({ xpath: elementXPath, transforms: [enveloped, excC14n], digestAlgorithm: sha256 });
  // The schema puts ds:Signature right after the element's Issuer.
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${elementXPath}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

export async function createTestIdentityProvider(
  entityID = 'https://idp.example.test/metadata',
): Promise<TestIdentityProvider> {
  const pems = await generate([{ name: 'commonName', value: 'Freeboard test IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const ssoUrl = 'https://idp.example.test/sso';

  function responseXml(options: ResponseOptions): string {
    const now = new Date();
    const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
    const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const issuer = escapeXml(options.issuer ?? entityID);
    const inResponseTo = options.inResponseTo ? ` InResponseTo="${escapeXml(options.inResponseTo)}"` : '';
    const assertion =
      `<saml:Assertion xmlns:saml="${saml}" ID="${options.assertionID ?? newSamlID()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject>` +
      `<saml:NameID Format="${escapeXml(options.nameIDFormat ?? emailFormat)}">${escapeXml(options.email)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
      `<saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"${inResponseTo}/>` +
      `</saml:SubjectConfirmation>` +
      `</saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
      `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
      `</saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${newSamlID()}">` +
      `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
      `</saml:AuthnStatement>` +
      attributeStatement(options.attributes) +
      `</saml:Assertion>`;
    let xml =
      `<samlp:Response xmlns:samlp="${samlp}" xmlns:saml="${saml}" ID="${newSamlID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(options.destination ?? options.acsUrl)}"${inResponseTo}>` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    if (options.signAssertion !== false) {
      xml = sign(xml, pems.private, pems.cert, "/*[local-name(.)='Response']/*[local-name(.)='Assertion']");
    }
    if (options.signResponse !== false) {
      xml = sign(xml, pems.private, pems.cert, "/*[local-name(.)='Response']");
    }
    return options.tamper ? options.tamper(xml) : xml;
  }

  return {
    entityID,
    ssoUrl,
    certificate: pems.cert,
    responseXml,
    samlResponse: (options) => Buffer.from(responseXml(options), 'utf8').toString('base64'),
  };
}
