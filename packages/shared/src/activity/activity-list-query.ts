/**
 * The audit trail's list query, apart from the registered schemas of `activity.schemas.ts`: the web
 * app's route validates its search parameters with it at start-up, and registered schemas cannot be
 * tree-shaken.
 */
import * as z from 'zod/mini';
import { subjects } from '../auth/ability-names';
import { isoDateTimeSchema } from '../common/iso-dates';
import { listQuerySchema } from '../common/list-query';

export const activityFilters = {
  actorID: z.optional(z.uuid()),
  subjectType: z.optional(z.enum(subjects)),
  subjectID: z.optional(z.string().check(z.maxLength(100))),
  action: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(isoDateTimeSchema),
  to: z.optional(isoDateTimeSchema),
};

/** Newest first, always: the trail is read back in time. */
export const activityListQuerySchema = listQuerySchema({
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: activityFilters,
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
