import { z } from 'zod';
import { tenantAccessSchema } from '../auth/auth.schemas';
import { actions, subjects } from '../auth/abilities';

import { supportedLocales } from './locales';

export { supportedLocales };
export const localeSchema = z.enum(supportedLocales);

export const meSchema = z
  .object({
    userID: z.uuid(),
    email: z.string(),
    name: z.string(),
    jobTitle: z.string().nullable(),
    locale: localeSchema,
    isPlatformAdmin: z.boolean(),
    tenants: z.array(tenantAccessSchema),
    defaultTenantID: z.uuid().nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema)]);

export const abilityRuleSchema = z.object({
  action: oneOrMany(z.enum(actions)),
  subject: oneOrMany(z.enum(subjects)),
  conditions: z.record(z.string(), z.unknown()).optional(),
  inverted: z.boolean().optional(),
});

export const permissionsSchema = z.object({ abilities: z.array(abilityRuleSchema) }).meta({ id: 'Permissions' });

export const profileSchema = z
  .object({
    userID: z.uuid(),
    email: z.string(),
    name: z.string(),
    jobTitle: z.string().nullable(),
    locale: localeSchema,
    hasPassword: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    jobTitle: z.string().trim().max(200).nullable().optional(),
    locale: localeSchema.optional(),
  })
  .meta({ id: 'UpdateProfileInput' });
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const passwordPolicy = z.string().min(12, 'At least 12 characters').max(256, 'At most 256 characters');

export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: passwordPolicy,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
