/** A tenant's SAML single sign-on settings, as administrators read and change them. */
import { z } from 'zod';
import { membershipRoleSchema } from './auth.schemas';

/** A group the identity provider names for a person, and the role it gives them here. */
export const samlGroupRoleSchema = z.object({
  group: z.string().trim().min(1).max(200),
  role: membershipRoleSchema,
});
export type SamlGroupRole = z.infer<typeof samlGroupRoleSchema>;

export const samlSettingsSchema = z
  .object({
    enabled: z.boolean(),
    idpEntityID: z.string().max(1000),
    idpSsoUrl: z.union([z.url(), z.literal('')]),
    idpCertificate: z.string().max(20000),
    defaultRole: membershipRoleSchema,
    /** The attribute holding the email; empty: NameID, then the usual names (email, mail, …). */
    emailAttribute: z.string().trim().max(200).default(''),
    /** The attribute holding the display name; empty: the usual names (displayName, name, …). */
    nameAttribute: z.string().trim().max(200).default(''),
    /** The attribute listing the person's groups. */
    groupAttribute: z.string().trim().max(200).default('groups'),
    /**
     * Groups that give a role: at each sign-in the highest role of the person's matching groups is
     * their role here; with no match, a new member gets `defaultRole` and a member keeps theirs.
     */
    groupRoles: z.array(samlGroupRoleSchema).max(50).default([]),
    /** Whether a person the identity provider vouches for becomes a member at first sign-in. */
    jitProvisioning: z.boolean().default(true),
  })
  .meta({ id: 'SamlSettings' });
export type SamlSettings = z.infer<typeof samlSettingsSchema>;

export const samlSettingsInputSchema = samlSettingsSchema.superRefine((value, ctx) => {
  const groups = value.groupRoles.map((mapping) => mapping.group.toLowerCase());
  groups.forEach((group, index) => {
    if (groups.indexOf(group) !== index) {
      ctx.addIssue({ code: 'custom', path: ['groupRoles', index, 'group'], message: 'This group is mapped already' });
    }
  });
  if (!value.enabled) return;
  if (!value.idpSsoUrl) ctx.addIssue({ code: 'custom', path: ['idpSsoUrl'], message: 'Required when SSO is enabled' });
  if (!value.idpEntityID)
    ctx.addIssue({ code: 'custom', path: ['idpEntityID'], message: 'Required when SSO is enabled' });
  if (!value.idpCertificate.includes('BEGIN CERTIFICATE') && value.idpCertificate.trim().length < 100)
    ctx.addIssue({
      code: 'custom',
      path: ['idpCertificate'],
      message: 'A PEM or base64 X.509 certificate is required',
    });
});

/** `PUT /api/settings/saml`: the settings plus the `version` they were read at (0: never saved). */
export const samlSettingsUpdateInputSchema = samlSettingsInputSchema
  .safeExtend({ version: z.number().int().min(0) })
  .meta({ id: 'SamlSettingsUpdateInput' });
export type SamlSettingsUpdateInput = z.infer<typeof samlSettingsUpdateInputSchema>;

/** A tenant's SAML settings as administrators see them, with what to give the identity provider. */
export const samlSettingsViewSchema = samlSettingsSchema
  .extend({
    version: z.number().int().min(0).describe('0 while the settings were never saved'),
    spEntityID: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
    /** Starts a sign-in through the identity provider and comes back to the settings. */
    testSignInUrl: z.string(),
    /** The stored certificate's subject and end of validity; null while there is none. */
    certificate: z.nullable(z.object({ subject: z.string(), expiresAt: z.string() })),
  })
  .meta({ id: 'SamlSettingsView' });

/**
 * `POST /api/settings/saml/metadata`: the identity provider's metadata, pasted or uploaded as XML or
 * fetched from its https address, read into the fields of the form (nothing is saved).
 */
export const samlMetadataInputSchema = z
  .union([
    z.object({ xml: z.string().min(1).max(1_000_000) }),
    z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) }),
  ])
  .meta({ id: 'SamlMetadataSource' });
export type SamlMetadataInput = z.infer<typeof samlMetadataInputSchema>;

export const samlMetadataSchema = z
  .object({ idpEntityID: z.string(), idpSsoUrl: z.string(), idpCertificate: z.string() })
  .meta({ id: 'SamlMetadata' });
export type SamlMetadata = z.infer<typeof samlMetadataSchema>;
export type SamlSettingsView = z.infer<typeof samlSettingsViewSchema>;
