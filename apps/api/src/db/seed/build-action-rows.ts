/**
 * Turns a tenant's demo actions into rows with their closing evidence, resolving the risk, control,
 * asset, owner and documents each one names, and placing its dates relative to the moment of seeding.
 */
import { newID } from '../../lib/ids';
import type { actionEvidence, actions } from '../schema/index';
import type { AssetIndex } from './build-asset-rows';
import { addDays, daysBefore, toIsoDate } from './demo-clock';
import type { DocumentOf, MemberOf } from './demo-references';
import type { DemoAction, DemoActionSource } from './demo-types';

export interface ActionRows {
  actions: (typeof actions.$inferInsert)[];
  evidence: (typeof actionEvidence.$inferInsert)[];
}

/** The columns that say where an action comes from: a linked risk or control, or a reference in words. */
function originColumns(
  action: DemoActionSource & { code: string },
  riskIdsByCode: Map<string, string>,
  controlIdsByCode: Map<string, string>,
) {
  const unlinked = { riskId: null, controlId: null, sourceReference: null };
  switch (action.source) {
    case 'risk': {
      const riskId = riskIdsByCode.get(action.risk);
      if (!riskId) throw new Error(`Demo action ${action.code} names unknown risk ${action.risk}`);
      return { ...unlinked, source: action.source, riskId };
    }
    case 'control': {
      const controlId = controlIdsByCode.get(action.control);
      if (!controlId) throw new Error(`Demo action ${action.code} names unknown control ${action.control}`);
      return { ...unlinked, source: action.source, controlId };
    }
    case 'evaluation_finding':
    case 'review':
      return { ...unlinked, source: action.source, sourceReference: action.reference };
    case 'manual':
      return { ...unlinked, source: action.source };
  }
}

export function buildActionRows(input: {
  tenantId: string;
  actions: DemoAction[];
  assets: AssetIndex;
  riskIdsByCode: Map<string, string>;
  controlIdsByCode: Map<string, string>;
  memberOf: MemberOf;
  documentOf: DocumentOf;
  /** Actions belong to the register: none was raised before it was set up. */
  registerCreatedAt: Date;
  now: Date;
}): ActionRows {
  const { tenantId, now } = input;
  const codes = new Set<string>();
  const evidence: ActionRows['evidence'] = [];

  const rows = input.actions.map((action) => {
    if (codes.has(action.code)) throw new Error(`Duplicate demo action code ${action.code}`);
    codes.add(action.code);

    const id = newID();
    const createdAt = daysBefore(now, action.raisedDaysAgo);
    if (createdAt < input.registerCreatedAt || action.raisedDaysAgo < 0)
      throw new Error(`Demo action ${action.code} is raised outside the life of the register`);

    const closing = action.status === 'done' || action.status === 'cancelled' ? action.closed : null;
    if (closing && closing.daysAgo > action.raisedDaysAgo)
      throw new Error(`Demo action ${action.code} is closed before it was raised`);
    (closing?.evidence ?? []).forEach((fileName, position) =>
      evidence.push({ tenantId, actionId: id, documentId: input.documentOf(fileName), position }),
    );
    const closedAt = closing ? daysBefore(now, closing.daysAgo) : null;

    return {
      tenantId,
      id,
      code: action.code,
      title: action.title,
      description: action.description,
      ...originColumns(action, input.riskIdsByCode, input.controlIdsByCode),
      ...(action.asset === null ? { assetType: null, assetId: null } : input.assets.resolve(action.asset)),
      ownerId: input.memberOf(action.owner),
      priority: action.priority,
      dueDate: action.dueDaysFromNow === null ? null : toIsoDate(addDays(now, action.dueDaysFromNow)),
      status: action.status,
      closedAt,
      closingNote: closing?.note ?? null,
      createdAt,
      updatedAt: closedAt ?? createdAt,
    };
  });

  return { actions: rows, evidence };
}
