/** Actions (CONTRACT §9 "Risks, controls, actions"): what people must do, from where, by when. */
import * as z from 'zod/mini';
import { assetRefSchema } from '../common/asset-ref.schemas';
import { assetTypes } from '../common/assets';
import { isoDateSchema } from '../common/common.schemas';
import { listEnvelope } from '../common/list-query';
import { writeSchemas } from '../common/write-schemas';
import { optionalText } from '../common/record-fields';
import { evidenceDocumentIDsSchema, evidenceSchema } from '../risks/controls.schemas';
import { actionSources, actionStatuses, priorities } from '../risks/risk-enums';

export { actionListQuerySchema, actionSortFields, type ActionListQuery } from './action-list-query';
export { actionSources, actionStatuses, pendingActionStatuses, priorities } from '../risks/risk-enums';

/** The risk or control an action comes from, named for the link back. */
const sourceRecordSchema = z.object({ code: z.string(), title: z.string() });

export const actionSchema = z
  .object({
    actionID: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    source: z.enum(actionSources),
    riskID: z.nullable(z.uuid()),
    controlID: z.nullable(z.uuid()),
    /** The risk or the control it comes from, named. */
    sourceRecord: z.nullable(sourceRecordSchema),
    /** For an evaluation finding or a review: which one ("DSR 2025, finding 4"). */
    sourceReference: z.nullable(z.string()),
    assetType: z.nullable(z.enum(assetTypes)),
    assetID: z.nullable(z.uuid()),
    asset: z.nullable(assetRefSchema),
    ownerID: z.nullable(z.uuid()),
    ownerName: z.nullable(z.string()),
    priority: z.enum(priorities),
    dueDate: z.nullable(z.string()),
    status: z.enum(actionStatuses),
    /** Due date past while still open or in progress. */
    overdue: z.boolean(),
    closedAt: z.nullable(z.string()),
    closingNote: z.nullable(z.string()),
    evidence: z.array(evidenceSchema),
    evidenceDocumentIDs: z.array(z.uuid()),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Action' });
export type Action = z.infer<typeof actionSchema>;

const actionFields = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000))),
  source: z.enum(actionSources),
  riskID: z.optional(z.nullable(z.uuid())),
  controlID: z.optional(z.nullable(z.uuid())),
  sourceReference: optionalText(200),
  assetType: z.optional(z.nullable(z.enum(assetTypes))),
  assetID: z.optional(z.nullable(z.uuid())),
  ownerID: z.optional(z.nullable(z.uuid())),
  priority: z.enum(priorities),
  dueDate: z.optional(z.nullable(isoDateSchema)),
  status: z.enum(actionStatuses),
  closingNote: optionalText(5000),
  evidenceDocumentIDs: evidenceDocumentIDsSchema,
};

type AssetPair = { assetType?: unknown; assetID?: unknown };
const assetTogether = z.refine<AssetPair>(
  (input) =>
    (input.assetType === undefined) === (input.assetID === undefined) &&
    (input.assetType === null) === (input.assetID === null),
  { path: ['assetID'], message: 'Give the asset type and the asset together' },
);

const actionInputs = writeSchemas(actionSchema, actionFields, {
  defaults: { source: 'manual', priority: 'P3', status: 'open', evidenceDocumentIDs: [] },
  checks: [assetTogether],
});

export const createActionInputSchema = actionInputs.create;
export type CreateActionInput = z.input<typeof createActionInputSchema>;

export const updateActionInputSchema = actionInputs.update;
export type UpdateActionInput = z.input<typeof updateActionInputSchema>;

export const actionListResponseSchema = listEnvelope(actionSchema);
export const actionParamsSchema = z.object({ actionID: z.uuid() });
