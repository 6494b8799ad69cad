/**
 * The facilities list query, apart from the registered schemas of `facilities.schemas.ts`: the web
 * app's route validates its search parameters with it at start-up, and registered schemas cannot be
 * tree-shaken.
 */
import * as z from 'zod/mini';
import { consequenceClasses, facilityPhases } from '../common/assets';
import { listQuerySchema } from '../common/list-query';

export const facilitySortFields = ['code', 'name', 'phase', 'createdAt', 'updatedAt'] as const;

export const facilityListQuerySchema = listQuerySchema({
  sortFields: facilitySortFields,
  defaultSort: 'code',
  filters: {
    /** Facilities of that site's infrastructures. */
    siteID: z.optional(z.uuid()),
    infrastructureID: z.optional(z.uuid()),
    phase: z.optional(z.enum(facilityPhases)),
    consequenceClass: z.optional(z.enum(consequenceClasses)),
  },
});
export type FacilityListQuery = z.infer<typeof facilityListQuerySchema>;
