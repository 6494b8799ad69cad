import * as z from 'zod/mini';
import { subjects } from '../auth/ability-names';
import { isoDateTimeSchema } from '../common/common.schemas';
import { listEnvelope, listQuerySchema } from '../common/list-query';

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const activityEntrySchema = z
  .object({
    activityID: z.uuid(),
    actor: z.nullable(z.object({ userID: z.uuid(), name: z.string() })),
    action: z.string(),
    subjectType: z.string(),
    subjectID: z.nullable(z.string()),
    summary: z.string(),
    changes: z.nullable(z.record(z.string(), fieldChangeSchema)),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const activityFilters = {
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

/**
 * `GET /api/activity/export`: the list's filters and search, so the file holds exactly what the
 * page shows; `lang` names the column headers' language.
 */
export const activityExportQuerySchema = z.object({
  format: z._default(z.enum(['csv']), 'csv'),
  lang: z._default(z.enum(['en', 'es']), 'en'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  ...activityFilters,
});
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

export const activityListResponseSchema = listEnvelope(activityEntrySchema);
