import { z } from 'zod';
import { membershipRoles } from './roles';

export const loginInputSchema = z
  .object({
    email: z.email().max(254),
    password: z.string().min(1).max(1024),
  })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const accessTokenResponseSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export const membershipRoleSchema = z.enum(membershipRoles);

export const tenantAccessSchema = z.object({
  tenantID: z.uuid(),
  name: z.string(),
  slug: z.string(),
  isTenantAdmin: z.boolean(),
  jobTitle: z.string().nullable(),
  role: membershipRoleSchema.nullable(),
});
export type TenantAccess = z.infer<typeof tenantAccessSchema>;

/** The `authDetails` claim of an access token. */
export const authDetailsSchema = z.object({
  userID: z.uuid(),
  email: z.string(),
  name: z.string(),
  isPlatformAdmin: z.boolean(),
  tenants: z.array(tenantAccessSchema),
  defaultTenantID: z.uuid().nullable(),
});
export type AuthDetails = z.infer<typeof authDetailsSchema>;

export const samlExchangeInputSchema = z.object({ code: z.string().min(16).max(200) });

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

/** What the login page needs to know about a tenant's single sign-on, without signing in. */
export const publicSsoSchema = z.object({
  data: z.object({ tenantSlug: z.string(), tenantName: z.string(), enabled: z.boolean(), loginUrl: z.string() }),
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
