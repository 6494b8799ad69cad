/**
 * An identity provider's SAML metadata, read into the settings form's three fields: its entity ID,
 * the address of its single sign-on service (the redirect binding, else POST) and its signing
 * certificate. Nothing is saved here; the form's save checks the values like any typed in.
 */
import type { SamlMetadata } from '@freeboard/shared/auth/saml-settings.schemas';
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { AppError } from '../../lib/app-error';
import { normalizeCertificate } from './certificate';
import { attributeOf, childNodes, firstChild, isXmlNode, textOf, type XmlNode } from './xml-js';

const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

function unreadable(field: 'xml' | 'url', reason: string): AppError {
  return new AppError('validation_failed', 'The metadata could not be read.', { [field]: [reason] });
}

/** The first entity that describes an identity provider, in a lone EntityDescriptor or a list of them. */
function identityProviderEntity(root: XmlNode): XmlNode | undefined {
  const entities = [
    ...childNodes(root, 'EntityDescriptor'),
    ...childNodes(firstChild(root, 'EntitiesDescriptor'), 'EntityDescriptor'),
  ];
  return entities.find((entity) => firstChild(entity, 'IDPSSODescriptor'));
}

/** The texts of an element's children of one name: xml2js gives a child without attributes as a string. */
function childTexts(node: XmlNode | undefined, name: string): string[] {
  const value = node?.[name];
  return (Array.isArray(value) ? value : [value])
    .map((child) => (typeof child === 'string' ? child : isXmlNode(child) ? textOf(child) : undefined))
    .filter((text): text is string => Boolean(text?.trim()));
}

function signingCertificate(descriptor: XmlNode): string | undefined {
  const keys = childNodes(descriptor, 'KeyDescriptor').filter((key) => attributeOf(key, 'use') !== 'encryption');
  return keys.flatMap((key) => childTexts(firstChild(firstChild(key, 'KeyInfo'), 'X509Data'), 'X509Certificate'))[0];
}

export async function readIdentityProviderMetadata(xml: string, field: 'xml' | 'url' = 'xml'): Promise<SamlMetadata> {
  let parsed: unknown;
  try {
    parsed = await parseXml2JsFromString(xml);
  } catch {
    throw unreadable(field, 'Not XML');
  }
  const entity = isXmlNode(parsed) ? identityProviderEntity(parsed) : undefined;
  const descriptor = firstChild(entity, 'IDPSSODescriptor');
  if (!entity || !descriptor) throw unreadable(field, 'No identity provider (IDPSSODescriptor) in this metadata');
  const services = childNodes(descriptor, 'SingleSignOnService');
  const service =
    services.find((candidate) => attributeOf(candidate, 'Binding') === redirectBinding) ??
    services.find((candidate) => attributeOf(candidate, 'Binding') === postBinding);
  const idpSsoUrl = attributeOf(service, 'Location');
  if (!idpSsoUrl) throw unreadable(field, 'No single sign-on service with the redirect or POST binding');
  const certificate = signingCertificate(descriptor);
  const idpCertificate = certificate ? normalizeCertificate(certificate) : null;
  if (!idpCertificate) throw unreadable(field, 'No readable signing certificate');
  return { idpEntityID: attributeOf(entity, 'entityID') ?? '', idpSsoUrl, idpCertificate };
}
