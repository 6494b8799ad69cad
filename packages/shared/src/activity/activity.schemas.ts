import * as z from 'zod/mini';
import { subjects } from '../auth/abilities';
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

/** Newest first, always: the trail is read back in time. */
export const activityListQuerySchema = listQuerySchema({
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: {
    actorID: z.optional(z.uuid()),
    subjectType: z.optional(z.enum(subjects)),
    subjectID: z.optional(z.string().check(z.maxLength(100))),
    action: z.optional(z.string().check(z.maxLength(100))),
    from: z.optional(isoDateTimeSchema),
    to: z.optional(isoDateTimeSchema),
  },
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityListResponseSchema = listEnvelope(activityEntrySchema);
