/** Controls and their verifications (CONTRACT §9 "Risks, controls, actions"). */
import * as z from 'zod/mini';
import { isoDateSchema } from '../common/common.schemas';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { optionalText } from '../common/record-fields';
import {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTimings,
  controlTypes,
  verificationFrequencies,
  verificationResults,
} from './risk-enums';

export { controlListQuerySchema, controlSortFields, type ControlListQuery } from './control-list-query';

/** A document named where a record points at it as evidence. */
export const evidenceSchema = z.object({ documentID: z.uuid(), title: z.string() });
export type Evidence = z.infer<typeof evidenceSchema>;

/** The documents a write names as evidence: each at most once, at most 20. */
export const evidenceDocumentIDsSchema = z.array(z.uuid()).check(
  z.maxLength(20),
  z.refine((ids: string[]) => new Set(ids).size === ids.length, { message: 'A document is named twice' }),
);

export const controlSchema = z
  .object({
    controlID: z.uuid(),
    code: z.string(),
    description: z.string(),
    priority: z.enum(controlPriorities),
    proactiveOrReactive: z.enum(controlTimings),
    critical: z.boolean(),
    type: z.enum(controlTypes),
    status: z.enum(controlStatuses),
    dueDate: z.nullable(z.string()),
    ownerID: z.nullable(z.uuid()),
    ownerName: z.nullable(z.string()),
    nature: z.nullable(z.enum(controlNatures)),
    performanceStandard: z.nullable(z.string()),
    verificationFrequency: z.nullable(z.enum(verificationFrequencies)),
    lastVerifiedAt: z.nullable(z.string()),
    lastVerificationResult: z.nullable(z.enum(verificationResults)),
    /** When the next verification is due by the calendar; null for none or an event-driven frequency. */
    verificationDueDate: z.nullable(z.string()),
    verificationOverdue: z.boolean(),
    /** How many risks it is linked to: a linked control cannot be deleted. */
    riskCount: z.int(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Control' });
export type Control = z.infer<typeof controlSchema>;

const controlFields = {
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  priority: z.enum(controlPriorities),
  proactiveOrReactive: z.enum(controlTimings),
  critical: z.boolean(),
  type: z.enum(controlTypes),
  status: z.enum(controlStatuses),
  dueDate: z.optional(z.nullable(isoDateSchema)),
  ownerID: z.optional(z.nullable(z.uuid())),
  nature: z.optional(z.nullable(z.enum(controlNatures))),
  performanceStandard: optionalText(2000),
  verificationFrequency: z.optional(z.nullable(z.enum(verificationFrequencies))),
};

const controlInputs = writeSchemas(controlSchema, controlFields, {
  defaults: { priority: 'P2', critical: false, type: 'control', status: 'planned' },
});

export const createControlInputSchema = controlInputs.create;
export type CreateControlInput = z.input<typeof createControlInputSchema>;

export const updateControlInputSchema = controlInputs.update;
export type UpdateControlInput = z.input<typeof updateControlInputSchema>;

export const controlListResponseSchema = listEnvelope(controlSchema);
export const controlParamsSchema = z.object({ controlID: z.uuid() });

export const verificationSchema = z
  .object({
    verificationID: z.uuid(),
    controlID: z.uuid(),
    date: z.string(),
    result: z.enum(verificationResults),
    note: z.string(),
    evidence: z.array(evidenceSchema),
    recordedBy: z.nullable(z.object({ userID: z.uuid(), name: z.string() })),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Verification' });
export type Verification = z.infer<typeof verificationSchema>;

/**
 * A verification happened on a day that has come: a result cannot be recorded ahead of time. A day of
 * slack past today in UTC, for people east of Greenwich whose today is already tomorrow there.
 */
const notInTheFuture = z.refine<string>(
  (date) => date <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  {
    message: 'A verification cannot be dated in the future',
  },
);

export const createVerificationInputSchema = z
  .object({
    date: isoDateSchema.check(notInTheFuture),
    result: z.enum(verificationResults),
    note: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
    evidenceDocumentIDs: z._default(evidenceDocumentIDsSchema, []),
  })
  .register(z.globalRegistry, { id: 'CreateVerificationInput' });
export type CreateVerificationInput = z.input<typeof createVerificationInputSchema>;

export const verificationListResponseSchema = z.object({ data: z.array(verificationSchema) });
