/** The controls list query (CONTRACT §9), apart from the registered schemas: the web app reads it at start-up. */
import * as z from 'zod/mini';
import { booleanParam, listQuerySchema } from '../common/list-query';
import { controlPriorities, controlStatuses, controlTimings, controlTypes } from './risk-enums';

export const controlSortFields = ['code', 'priority', 'status', 'createdAt', 'updatedAt'] as const;

export const controlListQuerySchema = listQuerySchema({
  sortFields: controlSortFields,
  defaultSort: 'code',
  filters: {
    status: z.optional(z.enum(controlStatuses)),
    critical: z.optional(booleanParam),
    priority: z.optional(z.enum(controlPriorities)),
    type: z.optional(z.enum(controlTypes)),
    proactiveOrReactive: z.optional(z.enum(controlTimings)),
    verificationOverdue: z.optional(booleanParam),
    ownerID: z.optional(z.uuid()),
  },
});
export type ControlListQuery = z.infer<typeof controlListQuerySchema>;
