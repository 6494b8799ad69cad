import * as z from 'zod/mini';
import { listEnvelope } from '../common/list-query';
import { activityFilters } from './activity-list-query';

export { activityListQuerySchema, type ActivityListQuery } from './activity-list-query';

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
