/** Who the identity provider says signed in: email and display name from NameID and attributes. */
import type { Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import { emailNameIDFormat } from './saml-provider';
import { isXmlNode, textOf } from './xml-js';

// Attribute names differ between identity providers (plain names, LDAP OIDs, Microsoft claim URIs).
const emailAttributes = [
  'email',
  'mail',
  'emailAddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const displayNameAttributes = [
  'displayName',
  'name',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];
const givenNameAttributes = [
  'givenName',
  'given_name',
  'firstName',
  'urn:oid:2.5.4.42',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const surnameAttributes = [
  'sn',
  'surname',
  'family_name',
  'lastName',
  'urn:oid:2.5.4.4',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];

const emailSchema = z.email().max(254);
const maxNameLength = 200;

export interface SamlIdentity {
  email: string;
  name: string;
  /** The groups the identity provider lists for the person (the mapping's group attribute). */
  groups: string[];
}

/** Which attributes a tenant's identity provider uses; empty: the usual names. */
export interface AttributeMapping {
  emailAttribute: string;
  nameAttribute: string;
  groupAttribute: string;
}

const maxGroups = 500;

/** One string of an attribute value, which may be a string, a list, or an element with text. */
function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
    return undefined;
  }
  return isXmlNode(value) ? textOf(value)?.trim() || undefined : undefined;
}

/** Every string of an attribute value (a list of groups, usually). */
function allStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allStrings);
  const single = firstString(value);
  return single ? [single] : [];
}

function attributeValue(attributes: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const value = firstString(attributes[name]);
    if (value) return value;
  }
  return undefined;
}

function isEmail(value: string | undefined): value is string {
  return value !== undefined && emailSchema.safeParse(value).success;
}

/** Null when the assertion names no usable email address. */
export function identityFromProfile(profile: Profile, mapping: AttributeMapping): SamlIdentity | null {
  const attributes = isXmlNode(profile['attributes']) ? profile['attributes'] : {};
  // A tenant's own attribute name comes first; the usual names stay as a fallback.
  const named = (own: string, usual: string[]) => (own ? [own, ...usual] : usual);
  const nameID = profile.nameIDFormat === emailNameIDFormat ? profile.nameID?.trim() : undefined;
  const email = [
    ...(mapping.emailAttribute ? [attributeValue(attributes, [mapping.emailAttribute])] : []),
    nameID,
    attributeValue(attributes, emailAttributes),
  ]
    .find(isEmail)
    ?.toLowerCase();
  if (!email) return null;
  const given = attributeValue(attributes, givenNameAttributes);
  const surname = attributeValue(attributes, surnameAttributes);
  const name =
    attributeValue(attributes, named(mapping.nameAttribute, displayNameAttributes)) ??
    ([given, surname].filter(Boolean).join(' ') || email.slice(0, email.indexOf('@')));
  const groups = mapping.groupAttribute ? allStrings(attributes[mapping.groupAttribute]).slice(0, maxGroups) : [];
  // Control characters (a NUL above all, which PostgreSQL cannot store) have no place in a name.
  return {
    email,
    name:
      name
        .replace(/\p{Cc}+/gu, ' ')
        .trim()
        .slice(0, maxNameLength) || email,
    groups,
  };
}
