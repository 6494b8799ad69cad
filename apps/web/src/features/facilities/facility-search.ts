/**
 * The facilities list's search parameters: `q`, `sort`, and the site, infrastructure, phase and
 * consequence class filters of the shared list query (an invalid value is dropped).
 */
import { facilityListQuerySchema, facilitySortFields } from '@freeboard/shared/facilities/facility-list-query';
import type * as z from 'zod/mini';
import { listSearchSchema } from '../../lib/list-search';

const { siteID, infrastructureID, phase, consequenceClass } = facilityListQuerySchema.shape;

export const facilitySearchSchema = listSearchSchema({
  sortFields: facilitySortFields,
  filters: { siteID, infrastructureID, phase, consequenceClass },
});

export type FacilitySearch = z.infer<typeof facilitySearchSchema>;
