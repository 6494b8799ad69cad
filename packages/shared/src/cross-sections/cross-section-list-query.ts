/**
 * The cross-sections list query, apart from the registered schemas of `cross-sections.schemas.ts`:
 * the web app's route validates its search parameters with it at start-up, and registered schemas
 * cannot be tree-shaken. Chainage is not a sort: it may be missing, and paging needs a total order.
 */
import * as z from 'zod/mini';
import { listQuerySchema } from '../common/list-query';

export const crossSectionSortFields = ['code', 'name', 'createdAt', 'updatedAt'] as const;

export const crossSectionListQuerySchema = listQuerySchema({
  sortFields: crossSectionSortFields,
  defaultSort: 'code',
  filters: {
    facilityID: z.optional(z.uuid()),
  },
});
export type CrossSectionListQuery = z.infer<typeof crossSectionListQuerySchema>;
