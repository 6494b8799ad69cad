/**
 * The infrastructures list query, apart from the registered schemas of `infrastructures.schemas.ts`:
 * the web app's route validates its search parameters with it at start-up, and registered schemas
 * cannot be tree-shaken.
 */
import * as z from 'zod/mini';
import { infrastructureTypes } from '../common/assets';
import { listQuerySchema } from '../common/list-query';

export const infrastructureSortFields = ['code', 'name', 'type', 'createdAt', 'updatedAt'] as const;

export const infrastructureListQuerySchema = listQuerySchema({
  sortFields: infrastructureSortFields,
  defaultSort: 'code',
  filters: {
    siteID: z.optional(z.uuid()),
    type: z.optional(z.enum(infrastructureTypes)),
  },
});
export type InfrastructureListQuery = z.infer<typeof infrastructureListQuerySchema>;
