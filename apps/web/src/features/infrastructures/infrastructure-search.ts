/**
 * The infrastructures list's search parameters: `q`, `sort`, and the `siteID` and `type` filters of
 * the shared list query (an invalid value is dropped). The same values make the API query.
 */
import {
  infrastructureListQuerySchema,
  infrastructureSortFields,
} from '@freeboard/shared/infrastructures/infrastructure-list-query';
import type * as z from 'zod/mini';
import { listSearchSchema } from '../../lib/list-search';

export const infrastructureSearchSchema = listSearchSchema({
  sortFields: infrastructureSortFields,
  filters: {
    siteID: infrastructureListQuerySchema.shape.siteID,
    type: infrastructureListQuerySchema.shape.type,
  },
});

export type InfrastructureSearch = z.infer<typeof infrastructureSearchSchema>;
