/**
 * Verifying a SAML response posted to a tenant's ACS. node-saml checks both signatures against the
 * tenant's IdP certificate, the audience and the assertion's Conditions time window. It does not
 * check the assertion issuer, the response Destination and Status, or the bearer confirmation
 * (Recipient, NotOnOrAfter) when InResponseTo is not validated, so those checks are made here,
 * on the XML that the signatures actually cover.
 */
import { SAML, type Profile } from '@node-saml/node-saml';
// node-saml's own parser, so the checks below read the verified XML exactly as node-saml does.
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { identityFromProfile, type AttributeMapping, type SamlIdentity } from './saml-identity';
import { clockSkewMs, samlOptions, type ActiveSamlSettings, type ServiceProviderEndpoints } from './saml-provider';
import { attributeOf, childNodes, firstChild, isXmlNode, textOf, type XmlNode } from './xml-js';

const bearerMethod = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const successStatus = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** A refused response: `reason` is short and safe to show; `detail` goes to the log only. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly detail: string,
  ) {
    super(reason);
    this.name = 'SamlRefusal';
  }
}

export interface VerifiedAssertion extends SamlIdentity {
  assertionID: string;
  /** After this moment the assertion is refused anyway, so its ID need not be remembered longer. */
  expiresAt: Date;
}

/** Keeps the XML whose response signature node-saml verified, to read the response-level fields. */
class VerifyingSaml extends SAML {
  verifiedXml: string | null = null;

  protected override async getSignedAssertion(signedXml: string): Promise<string | null> {
    this.verifiedXml = signedXml;
    return super.getSignedAssertion(signedXml);
  }
}

function parseTime(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

async function verifiedResponseOf(saml: VerifyingSaml): Promise<XmlNode> {
  if (!saml.verifiedXml) throw new SamlRefusal('The response is not signed.', 'no verified response XML');
  const parsed: unknown = await parseXml2JsFromString(saml.verifiedXml);
  const response = isXmlNode(parsed) ? parsed['Response'] : undefined;
  if (!isXmlNode(response))
    throw new SamlRefusal('The response is not signed.', 'the signed element is not a Response');
  return response;
}

function checkResponse(response: XmlNode, settings: ActiveSamlSettings, endpoints: ServiceProviderEndpoints) {
  const destination = attributeOf(response, 'Destination');
  if (destination !== endpoints.acsUrl) {
    throw new SamlRefusal('The response was meant for another service.', `Destination ${destination ?? '(none)'}`);
  }
  const status = attributeOf(firstChild(firstChild(response, 'Status'), 'StatusCode'), 'Value');
  if (status !== successStatus) {
    throw new SamlRefusal('The identity provider did not sign you in.', `Status ${status ?? '(none)'}`);
  }
  const issuer = textOf(firstChild(response, 'Issuer'));
  if (issuer !== undefined && issuer.trim() !== settings.idpEntityID) {
    throw new SamlRefusal('The response comes from an unknown identity provider.', `Response Issuer ${issuer}`);
  }
}

/** The bearer confirmation's expiry, when one confirmation is for our ACS and valid now. */
function bearerExpiry(assertion: XmlNode, endpoints: ServiceProviderEndpoints, now: number): number | null {
  for (const confirmation of childNodes(firstChild(assertion, 'Subject'), 'SubjectConfirmation')) {
    if (attributeOf(confirmation, 'Method') !== bearerMethod) continue;
    const data = firstChild(confirmation, 'SubjectConfirmationData');
    const notBefore = parseTime(attributeOf(data, 'NotBefore'));
    const notOnOrAfter = parseTime(attributeOf(data, 'NotOnOrAfter'));
    if (attributeOf(data, 'Recipient') !== endpoints.acsUrl || notOnOrAfter === null) continue;
    if (now - clockSkewMs >= notOnOrAfter) continue;
    if (notBefore !== null && now + clockSkewMs < notBefore) continue;
    return notOnOrAfter;
  }
  return null;
}

function checkAssertion(
  profile: Profile,
  settings: ActiveSamlSettings,
  endpoints: ServiceProviderEndpoints,
  now: number,
): { assertionID: string; expiresAt: Date } {
  const parsed: unknown = profile.getAssertion?.();
  const assertion = isXmlNode(parsed) && isXmlNode(parsed['Assertion']) ? parsed['Assertion'] : undefined;
  if (!assertion) throw new SamlRefusal('The response holds no assertion.', 'no parsed assertion');
  if (profile.issuer?.trim() !== settings.idpEntityID) {
    throw new SamlRefusal(
      'The response comes from an unknown identity provider.',
      `Assertion Issuer ${profile.issuer ?? '(none)'}`,
    );
  }
  const assertionID = attributeOf(assertion, 'ID');
  if (!assertionID || assertionID.length > 256) {
    throw new SamlRefusal('The assertion has no usable ID.', 'missing or oversized assertion ID');
  }
  const confirmationExpiry = bearerExpiry(assertion, endpoints, now);
  if (confirmationExpiry === null) {
    throw new SamlRefusal(
      'The assertion has expired or was meant for another service.',
      'no bearer SubjectConfirmation for this ACS that is valid now',
    );
  }
  const conditionsExpiry = parseTime(attributeOf(firstChild(assertion, 'Conditions'), 'NotOnOrAfter')) ?? 0;
  const expiresAt = new Date(Math.max(confirmationExpiry, conditionsExpiry) + clockSkewMs);
  return { assertionID, expiresAt };
}

/** The assertion of a valid response, or a SamlRefusal. Replay is checked by the caller's store. */
export async function verifySamlResponse(
  samlResponse: string,
  settings: ActiveSamlSettings & AttributeMapping,
  endpoints: ServiceProviderEndpoints,
): Promise<VerifiedAssertion> {
  const saml = new VerifyingSaml(samlOptions(settings, endpoints));
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SamlRefusal(
      'The response could not be verified.',
      error instanceof Error ? error.message : String(error),
    );
  }
  if (!profile) throw new SamlRefusal('The identity provider did not sign you in.', 'no profile in the response');
  const now = Date.now();
  checkResponse(await verifiedResponseOf(saml), settings, endpoints);
  const { assertionID, expiresAt } = checkAssertion(profile, settings, endpoints, now);
  const identity = identityFromProfile(profile, settings);
  if (!identity) throw new SamlRefusal('The assertion names no email address.', 'no email in NameID or attributes');
  return { assertionID, expiresAt, ...identity };
}
