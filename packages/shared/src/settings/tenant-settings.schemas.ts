/**
 * A tenant's own settings (CONTRACT §9 "Administration", `GET | PATCH /api/settings/tenant`): its
 * name, the language new accounts start in, and the design criteria that apply to an element of each
 * consequence class where nothing up the asset tree sets them.
 */
import * as z from 'zod/mini';
import { consequenceClasses } from '../common/assets';
import { criteriaValuesSchema } from '../design-criteria/design-criteria.schemas';
import { localeSchema } from '../users/users.schemas';

export const tenantSettingsSchema = z
  .object({
    tenantID: z.uuid(),
    name: z.string(),
    slug: z.string(),
    defaultLocale: localeSchema,
    /** Every class, with the criteria the tenant sets for it (an empty object: none). */
    criteriaDefaults: z.record(z.enum(consequenceClasses), criteriaValuesSchema),
    version: z.int(),
  })
  .register(z.globalRegistry, { id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/** What changes; a class named in `criteriaDefaults` gets exactly the values given (absent: not set). */
export const updateTenantSettingsInputSchema = z
  .object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    defaultLocale: z.optional(localeSchema),
    criteriaDefaults: z.optional(z.partialRecord(z.enum(consequenceClasses), criteriaValuesSchema)),
    version: z.int().check(z.gte(1)),
  })
  .register(z.globalRegistry, { id: 'UpdateTenantSettingsInput' });
export type UpdateTenantSettingsInput = z.infer<typeof updateTenantSettingsInputSchema>;
