/** A tenant's SAML single sign-on settings, as administrators read and change them. */
import { z } from 'zod';
import { membershipRoleSchema } from './auth.schemas';

export const samlSettingsSchema = z
  .object({
    enabled: z.boolean(),
    idpEntityID: z.string().max(1000),
    idpSsoUrl: z.union([z.url(), z.literal('')]),
    idpCertificate: z.string().max(20000),
    defaultRole: membershipRoleSchema,
  })
  .meta({ id: 'SamlSettings' });
export type SamlSettings = z.infer<typeof samlSettingsSchema>;

export const samlSettingsInputSchema = samlSettingsSchema.superRefine((value, ctx) => {
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
  })
  .meta({ id: 'SamlSettingsView' });
export type SamlSettingsView = z.infer<typeof samlSettingsViewSchema>;
