/**
 * The sites list query, apart from the registered schemas of `sites.schemas.ts`: the web app's route
 * validates its search parameters with it at start-up, and registered schemas cannot be tree-shaken.
 */
import * as z from 'zod/mini';
import { siteStatuses } from '../common/assets';
import { countrySchema } from '../common/country-schema';
import { listQuerySchema } from '../common/list-query';

export const siteSortFields = ['code', 'name', 'country', 'status', 'createdAt', 'updatedAt'] as const;

export const siteListQuerySchema = listQuerySchema({
  sortFields: siteSortFields,
  defaultSort: 'code',
  filters: {
    status: z.optional(z.enum(siteStatuses)),
    country: z.optional(countrySchema),
  },
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;
