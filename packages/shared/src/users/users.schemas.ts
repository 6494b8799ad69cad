import * as z from 'zod/mini';
import { tenantAccessSchema } from '../auth/auth.schemas';
import { actions, subjects } from '../auth/ability-names';

import { supportedLocales } from './locales';

export { supportedLocales };
export const localeSchema = z.enum(supportedLocales);

/** Who a user is, as both the session (`me`) and their own profile show it. */
const userIdentityFields = {
  userID: z.uuid(),
  email: z.string(),
  name: z.string(),
  jobTitle: z.nullable(z.string()),
  locale: localeSchema,
};

export const meSchema = z
  .object({
    ...userIdentityFields,
    isPlatformAdmin: z.boolean(),
    tenants: z.array(tenantAccessSchema),
    defaultTenantID: z.nullable(z.uuid()),
  })
  .register(z.globalRegistry, { id: 'Me' });
export type Me = z.infer<typeof meSchema>;

const oneOrMany = <T extends z.ZodMiniType>(schema: T) => z.union([schema, z.array(schema)]);

export const abilityRuleSchema = z.object({
  action: oneOrMany(z.enum(actions)),
  subject: oneOrMany(z.enum(subjects)),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  inverted: z.optional(z.boolean()),
});

export const permissionsSchema = z
  .object({ abilities: z.array(abilityRuleSchema) })
  .register(z.globalRegistry, { id: 'Permissions' });

export const profileSchema = z
  .object({
    ...userIdentityFields,
    hasPassword: z.boolean(),
    /** A daily email of new unread notifications, sent when the server sends email. */
    notificationDigest: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z
  .object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    jobTitle: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
    locale: z.optional(localeSchema),
    notificationDigest: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'UpdateProfileInput' });
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const passwordPolicy = z
  .string()
  .check(z.minLength(12, 'At least 12 characters'), z.maxLength(256, 'At most 256 characters'));

export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
    newPassword: passwordPolicy,
  })
  .check(
    z.refine((value) => value.currentPassword !== value.newPassword, {
      path: ['newPassword'],
      message: 'Choose a password different from the current one',
      params: { i18nKey: 'passwordUnchanged' },
    }),
  )
  .register(z.globalRegistry, { id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
