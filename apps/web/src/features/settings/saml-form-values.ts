/**
 * The Single sign-on form: the identity provider's details, how its attributes map onto a person,
 * the groups that give a role, and whether people become members at their first sign-in. It saves
 * the whole settings at the version read (`PUT /api/settings/saml`).
 */
import type { MembershipRole } from '@freeboard/shared/auth/roles';
import { membershipRoles } from '@freeboard/shared/auth/roles';
import type { SamlSettingsUpdateInput, SamlSettingsView } from '@freeboard/shared/auth/saml-settings.schemas';
import i18next from 'i18next';
import * as z from 'zod/mini';
import { zodValidate } from '../../lib/form-validation';

/** One "group gives role" row; `key` tells React the rows apart while they are added and removed. */
export interface GroupRoleRow {
  key: string;
  group: string;
  role: MembershipRole;
}

export interface SamlFormValues {
  enabled: boolean;
  idpEntityID: string;
  idpSsoUrl: string;
  idpCertificate: string;
  defaultRole: MembershipRole;
  emailAttribute: string;
  nameAttribute: string;
  groupAttribute: string;
  groupRoles: GroupRoleRow[];
  jitProvisioning: boolean;
}

/** At most this many group rows (the API's limit). */
export const maxGroupRoles = 50;

let rowsMade = 0;

/** A new row: no group yet, and the least role, so a row added by mistake gives nobody more. */
export function newGroupRoleRow(group = '', role: MembershipRole = 'viewer'): GroupRoleRow {
  rowsMade += 1;
  return { key: `group-role-${rowsMade}`, group, role };
}

export function samlFormValuesOf(settings: SamlSettingsView): SamlFormValues {
  return {
    enabled: settings.enabled,
    idpEntityID: settings.idpEntityID,
    idpSsoUrl: settings.idpSsoUrl,
    idpCertificate: settings.idpCertificate,
    defaultRole: settings.defaultRole,
    emailAttribute: settings.emailAttribute,
    nameAttribute: settings.nameAttribute,
    groupAttribute: settings.groupAttribute,
    groupRoles: settings.groupRoles.map((row) => newGroupRoleRow(row.group, row.role)),
    jitProvisioning: settings.jitProvisioning,
  };
}

export function samlInputOf(form: SamlFormValues, version: number): SamlSettingsUpdateInput {
  return {
    enabled: form.enabled,
    idpEntityID: form.idpEntityID.trim(),
    idpSsoUrl: form.idpSsoUrl.trim(),
    idpCertificate: form.idpCertificate.trim(),
    defaultRole: form.defaultRole,
    emailAttribute: form.emailAttribute.trim(),
    nameAttribute: form.nameAttribute.trim(),
    groupAttribute: form.groupAttribute.trim(),
    groupRoles: form.groupRoles.map(({ group, role }) => ({ group: group.trim(), role })),
    jitProvisioning: form.jitProvisioning,
    version,
  };
}

/** The form's fields by the names the API's problems use (`groupRoles.2.group`). */
export function samlFormFields(form: SamlFormValues): string[] {
  return [
    'enabled',
    'idpEntityID',
    'idpSsoUrl',
    'idpCertificate',
    'defaultRole',
    'emailAttribute',
    'nameAttribute',
    'groupAttribute',
    'groupRoles',
    'jitProvisioning',
    ...form.groupRoles.flatMap((_row, index) => [`groupRoles.${index}.group`, `groupRoles.${index}.role`]),
  ];
}

const attributeSchema = z.string().check(z.trim(), z.maxLength(200));

/**
 * The API's rules for each field (`auth/saml-settings.schemas.ts`), in `zod/mini` because that module
 * is classic zod, which the web app does not load (docs/decisions/0008).
 */
const samlInputRules = z.object({
  idpEntityID: z.string().check(z.maxLength(1000)),
  idpSsoUrl: z.union([z.url(), z.literal('')]),
  idpCertificate: z.string().check(z.maxLength(20000)),
  emailAttribute: attributeSchema,
  nameAttribute: attributeSchema,
  groupAttribute: attributeSchema,
  groupRoles: z
    .array(
      z.object({
        group: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        role: z.enum(membershipRoles),
      }),
    )
    .check(z.maxLength(maxGroupRoles)),
});

const validateRules = zodValidate(samlInputRules);

/** The shape of a certificate the API accepts: PEM, or at least a plausible base64 body. */
function looksLikeCertificate(value: string): boolean {
  return value.includes('BEGIN CERTIFICATE') || value.trim().length >= 100;
}

export function validateSaml(form: SamlFormValues): Record<string, string> {
  const input = samlInputOf(form, 0);
  const errors = validateRules(input);
  // Single sign-on needs the identity provider's address, name and certificate; off, they may wait.
  if (input.enabled) {
    const required = i18next.t('validation.required', { ns: 'common' });
    if (!input.idpEntityID) errors.idpEntityID ??= required;
    if (!input.idpSsoUrl) errors.idpSsoUrl ??= required;
    if (!looksLikeCertificate(input.idpCertificate))
      errors.idpCertificate ??= input.idpCertificate
        ? i18next.t('sso.idp.certificateInvalid', { ns: 'settings' })
        : required;
  }
  return errors;
}
