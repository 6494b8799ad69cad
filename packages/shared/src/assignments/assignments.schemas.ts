/**
 * Responsibilities (CONTRACT §9 "Assets", DOMAIN.md "Users section"): a tenant member's GISTM role for
 * a site or facility, from `since` until `until` (open-ended when absent).
 */
import * as z from 'zod/mini';
import { responsibilityRoles } from '../common/assets';
import { isoDateSchema } from '../common/common.schemas';
import { listEnvelope } from '../common/list-query';

export const assignmentSchema = z
  .object({
    assignmentID: z.uuid(),
    assetType: z.enum(['site', 'facility']),
    assetID: z.uuid(),
    user: z.object({ userID: z.uuid(), name: z.string(), email: z.string() }),
    role: z.enum(responsibilityRoles),
    since: z.string(),
    until: z.nullable(z.string()),
    /** Holds the role today: `since` ≤ today and no `until` before today. */
    current: z.boolean(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Assignment' });
export type Assignment = z.infer<typeof assignmentSchema>;

export const createAssignmentInputSchema = z
  .object({
    userID: z.uuid(),
    role: z.enum(responsibilityRoles),
    since: isoDateSchema,
    until: z.optional(z.nullable(isoDateSchema)),
  })
  .check(
    z.refine((input) => !input.until || input.until >= input.since, {
      path: ['until'],
      message: 'Must not be before the start',
      params: { i18nKey: 'untilAfterSince' },
    }),
  )
  .register(z.globalRegistry, { id: 'CreateAssignmentInput' });
export type CreateAssignmentInput = z.infer<typeof createAssignmentInputSchema>;

/** Current ones first, then by role and start. */
export const assignmentListResponseSchema = listEnvelope(assignmentSchema);
