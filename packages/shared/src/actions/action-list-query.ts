/** The actions list query (CONTRACT §9), apart from the registered schemas: the web app reads it at start-up. */
import * as z from 'zod/mini';
import { assetTypes } from '../common/assets';
import { assetGoesWithItsType, booleanParam, listQuerySchema } from '../common/list-query';
import { actionSources, actionStatuses, priorities } from '../risks/risk-enums';

export const actionSortFields = ['code', 'title', 'priority', 'status', 'createdAt', 'updatedAt'] as const;

export const actionListQuerySchema = listQuerySchema({
  sortFields: actionSortFields,
  defaultSort: 'code',
  filters: {
    status: z.optional(z.enum(actionStatuses)),
    priority: z.optional(z.enum(priorities)),
    ownerID: z.optional(z.uuid()),
    source: z.optional(z.enum(actionSources)),
    /** `true`: due date past and status `open` or `in_progress`. */
    overdue: z.optional(booleanParam),
    assetType: z.optional(z.enum(assetTypes)),
    assetId: z.optional(z.uuid()),
    riskID: z.optional(z.uuid()),
    controlID: z.optional(z.uuid()),
  },
}).check(assetGoesWithItsType);
export type ActionListQuery = z.infer<typeof actionListQuerySchema>;
