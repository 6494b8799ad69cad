/** The cross-sections list's search parameters: `q`, `sort` and the `facilityID` filter of the shared list query. */
import {
  crossSectionListQuerySchema,
  crossSectionSortFields,
} from '@freeboard/shared/cross-sections/cross-section-list-query';
import type * as z from 'zod/mini';
import { listSearchSchema } from '../../lib/list-search';

export const crossSectionSearchSchema = listSearchSchema({
  sortFields: crossSectionSortFields,
  filters: { facilityID: crossSectionListQuerySchema.shape.facilityID },
});

export type CrossSectionSearch = z.infer<typeof crossSectionSearchSchema>;
