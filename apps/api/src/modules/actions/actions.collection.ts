/**
 * Actions (CONTRACT §9): what someone must do, where it comes from (a risk or a control, linked; an
 * evaluation finding or a review, by reference; or nothing but a person's decision), on which asset,
 * by when. Overdue is derived from the due date and today; closing one records when, and may name
 * the documents that prove it was done.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  actionListQuerySchema,
  actionListResponseSchema,
  actionParamsSchema,
  actionSchema,
  actionSortFields,
  createActionInputSchema,
  updateActionInputSchema,
} from '@freeboard/shared/actions/actions.schemas';
import { actionNames } from '@freeboard/shared/actions/actions.names';
import { pendingActionStatuses } from '@freeboard/shared/risks/risk-enums';
import {
  actionEvidence,
  actions,
  controls,
  crossSections,
  documents,
  facilities,
  infrastructures,
  memberships,
  risks,
  sites,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn, type StoredValues } from '../../lib/collections/definition';
import { assetRefOf, isWithinAsset } from '../../lib/resources/asset-refs.repo';
import { evidenceOf } from '../../lib/resources/evidence.repo';
import { memberNameOf } from '../../lib/resources/member-name';
import { qualified } from '../../lib/resources/qualified';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { todayInSql } from '../../lib/resources/today';
import { notifyActionAssigned } from '../notifications/notify';

const pending = [...pendingActionStatuses];
const overdue = sql<boolean>`coalesce(${qualified(actions.dueDate)} < ${todayInSql} and ${qualified(actions.status)} in (${sql.join(
  pending.map((status) => sql`${status}`),
  sql`, `,
)}), false)`;

const sourceRecord = sql<{ code: string; title: string } | null>`(case ${qualified(actions.source)}
  when 'risk' then (select json_build_object('code', r.code, 'title', r.title) from ${risks} r where r.tenant_id = ${qualified(actions.tenantId)} and r.id = ${qualified(actions.riskId)})
  when 'control' then (select json_build_object('code', c.code, 'title', c.description) from ${controls} c where c.tenant_id = ${qualified(actions.tenantId)} and c.id = ${qualified(actions.controlId)})
  end)`;

/** The record a risk or a control action comes from is linked; any other source links none. */
function requireSourceLink(values: StoredValues, changed: ReadonlySet<string>) {
  if (!['source', 'riskID', 'controlID'].some((field) => changed.has(field))) return;
  const errors: Record<string, string[]> = {};
  const links = { risk: 'riskID', control: 'controlID' } as const;
  for (const [source, field] of Object.entries(links)) {
    const linked = values[field] !== null;
    if (values.source === source && !linked) errors[field] = [`An action from a ${source} names the ${source}`];
    if (values.source !== source && linked) errors[field] = [`Only an action from a ${source} names a ${source}`];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', 'Some fields are not valid.', errors);
}

/**
 * When it was closed follows its status; a new action raised from a risk is about the risk's asset
 * unless it names one.
 */
async function deriveClosingAndAsset(
  { tx, tenantID }: TenantContext,
  values: StoredValues,
  before: StoredValues | null,
): Promise<StoredValues> {
  const closed = !pending.includes(values.status as (typeof pending)[number]);
  const wasClosed = before !== null && !pending.includes(before.status as (typeof pending)[number]);
  const derived = {
    ...values,
    closedAt: closed ? (wasClosed ? before.closedAt : new Date()) : null,
  };
  if (before === null && values.source === 'risk' && values.riskID && values.assetID === null) {
    const [risk] = await tx
      .select({ assetType: risks.assetType, assetID: risks.assetId })
      .from(risks)
      .where(and(eq(risks.tenantId, tenantID), eq(risks.id, values.riskID as string)));
    if (risk?.assetID) Object.assign(derived, risk);
  }
  return derived;
}

/** An open action given to someone, or to someone else, tells its new owner. */
async function notifyNewOwner(context: TenantContext, id: string, after: StoredValues, before: StoredValues | null) {
  const ownerID = after.ownerID as string | null;
  if (ownerID === null || ownerID === before?.ownerID) return;
  if (!pending.includes(after.status as (typeof pending)[number])) return;
  await notifyActionAssigned(context, ownerID, { id, code: String(after.code), title: String(after.title) });
}

export const actionCollection = defineCollection({
  names: actionNames,
  table: actions,
  schemas: {
    record: actionSchema,
    listQuery: actionListQuerySchema,
    listResponse: actionListResponseSchema,
    params: actionParamsSchema,
    create: createActionInputSchema,
    update: updateActionInputSchema,
  },
  fields: {
    code: actions.code,
    title: actions.title,
    description: { column: actions.description, blank: '' },
    source: actions.source,
    riskID: actions.riskId,
    controlID: actions.controlId,
    sourceReference: actions.sourceReference,
    assetType: actions.assetType,
    assetID: actions.assetId,
    ownerID: actions.ownerId,
    priority: actions.priority,
    dueDate: actions.dueDate,
    status: actions.status,
    closedAt: actions.closedAt,
    closingNote: actions.closingNote,
  },
  computed: {
    sourceRecord,
    asset: assetRefOf(actions),
    ownerName: memberNameOf(actions.ownerId),
    overdue,
    evidence: evidenceOf(
      {
        tenantId: actionEvidence.tenantId,
        ownerColumn: actionEvidence.actionId,
        documentId: actionEvidence.documentId,
        position: actionEvidence.position,
      },
      { tenantId: actions.tenantId, id: actions.id },
    ),
  },
  links: {
    evidenceDocumentIDs: {
      table: actionEvidence,
      tenantColumn: actionEvidence.tenantId,
      ownerColumn: actionEvidence.actionId,
      targetColumn: actionEvidence.documentId,
      positionColumn: actionEvidence.position,
      target: documents,
      noun: 'document',
    },
  },
  references: [
    { field: 'riskID', noun: 'risk', tenantColumn: risks.tenantId, idColumn: risks.id },
    { field: 'controlID', noun: 'control', tenantColumn: controls.tenantId, idColumn: controls.id },
    { field: 'ownerID', noun: 'user', tenantColumn: memberships.tenantId, idColumn: memberships.userId },
    { field: 'assetID', assetTypeField: 'assetType' },
  ],
  codes: { prefix: 'A', column: actions.code },
  sorts: sortsByColumn(actions, actionSortFields),
  search: [actions.code, actions.title],
  filters: (query, tenantID) => [
    query.status ? eq(actions.status, query.status) : undefined,
    query.priority ? eq(actions.priority, query.priority) : undefined,
    query.ownerID ? eq(actions.ownerId, query.ownerID) : undefined,
    query.source ? eq(actions.source, query.source) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdue : sql`not ${overdue}`,
    // An asset's actions are its own and those of the assets below it, as its overdue count counts them.
    query.assetType && query.assetId ? isWithinAsset(actions, tenantID, query.assetType, query.assetId) : undefined,
    query.riskID ? eq(actions.riskId, query.riskID) : undefined,
    query.controlID ? eq(actions.controlId, query.controlID) : undefined,
  ],
  listReadsFrom: cacheDependencies(
    actions,
    actionEvidence,
    documents,
    risks,
    controls,
    sites,
    infrastructures,
    facilities,
    crossSections,
  ),
  label: (values) => `${String(values.code)} ${String(values.title)}`,
  hooks: { derive: deriveClosingAndAsset, check: requireSourceLink, written: notifyNewOwner },
});
