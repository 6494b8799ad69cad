/**
 * Turns a tenant's risk register into rows: its risk matrix, the risks rated by it, the controls with
 * their verifications, the links between risks and controls, and the actions with their evidence.
 */
import { newID } from '../../lib/ids';
import type {
  actionEvidence,
  actions,
  controls,
  controlVerifications,
  riskControls,
  riskMatrices,
  risks,
  verificationEvidence,
} from '../schema/index';
import { buildActionRows } from './build-action-rows';
import type { AssetIndex } from './build-asset-rows';
import { buildVerificationRows } from './build-verification-rows';
import { minutesAfter } from './demo-clock';
import { documentResolver, memberResolver } from './demo-references';
import type { DemoAction, DemoControl, DemoRisk, DemoUserKey } from './demo-types';
import { rateRisk } from '@freeboard/shared/risks/risk-matrix';

/** The matrix a tenant rates by, with the names of its levels. */
export interface DemoRiskMatrix {
  cells: readonly (readonly number[])[];
  likelihoodLevels: readonly string[];
  consequenceLevels: readonly string[];
}

export interface RiskRows {
  riskMatrix: typeof riskMatrices.$inferInsert;
  risks: (typeof risks.$inferInsert)[];
  controls: (typeof controls.$inferInsert)[];
  riskControls: (typeof riskControls.$inferInsert)[];
  verifications: (typeof controlVerifications.$inferInsert)[];
  verificationEvidence: (typeof verificationEvidence.$inferInsert)[];
  actions: (typeof actions.$inferInsert)[];
  actionEvidence: (typeof actionEvidence.$inferInsert)[];
  riskIdsByCode: Map<string, string>;
  controlIdsByCode: Map<string, string>;
}

export function buildRiskRows(input: {
  tenantId: string;
  matrix: DemoRiskMatrix;
  risks: DemoRisk[];
  controls: DemoControl[];
  actions: DemoAction[];
  assets: AssetIndex;
  members: Map<DemoUserKey, string>;
  documentIdsByFileName: Map<string, string>;
  /** When the register was set up. */
  createdAt: Date;
  now: Date;
}): RiskRows {
  const { tenantId, matrix, assets, createdAt, now } = input;
  const memberOf = memberResolver(input.members);
  const documentOf = documentResolver(input.documentIdsByFileName);
  const ownerOf = (key: DemoUserKey | null) => (key === null ? null : memberOf(key));
  // A minute between records keeps "newest first" lists in register order.
  const timestamps = (position: number) => {
    const time = minutesAfter(createdAt, position);
    return { createdAt: time, updatedAt: time };
  };

  const controlIdsByCode = new Map<string, string>();
  const verificationRows: RiskRows['verifications'] = [];
  const verificationEvidenceRows: RiskRows['verificationEvidence'] = [];
  const controlRows = input.controls.map((control, position) => {
    const id = newID();
    if (controlIdsByCode.has(control.code)) throw new Error(`Duplicate demo control code ${control.code}`);
    controlIdsByCode.set(control.code, id);

    const times = timestamps(position);
    const verified = buildVerificationRows({
      tenantId,
      controlId: id,
      control,
      controlCreatedAt: times.createdAt,
      memberOf,
      documentOf,
      now,
    });
    verificationRows.push(...verified.verifications);
    verificationEvidenceRows.push(...verified.evidence);

    return {
      tenantId,
      id,
      code: control.code,
      description: control.description,
      priority: control.priority,
      proactiveOrReactive: control.proactiveOrReactive,
      critical: control.critical,
      type: control.type,
      status: control.status,
      dueDate: control.dueDate,
      ownerId: ownerOf(control.owner),
      nature: control.nature,
      performanceStandard: control.performanceStandard,
      verificationFrequency: control.verificationFrequency,
      ...verified.last,
      createdAt: times.createdAt,
      updatedAt: verified.lastRecordedAt,
    };
  });

  const riskIdsByCode = new Map<string, string>();
  const riskControlRows: RiskRows['riskControls'] = [];
  const riskRows = input.risks.map((risk, position) => {
    const id = newID();
    if (riskIdsByCode.has(risk.code)) throw new Error(`Duplicate demo risk code ${risk.code}`);
    riskIdsByCode.set(risk.code, id);

    risk.controls.forEach((controlCode, controlPosition) => {
      const controlId = controlIdsByCode.get(controlCode);
      if (!controlId) throw new Error(`Risk ${risk.code} names unknown control ${controlCode}`);
      riskControlRows.push({ tenantId, riskId: id, controlId, position: controlPosition });
    });

    const { inherent, residual } = risk;
    const link = risk.asset === null ? { assetType: null, assetId: null } : assets.resolve(risk.asset);
    return {
      tenantId,
      id,
      code: risk.code,
      title: risk.title,
      description: risk.description,
      failureMode: risk.failureMode,
      ...link,
      cause: risk.cause,
      consequence: risk.consequence,
      materialUnwantedEvent: risk.materialUnwantedEvent,
      inherentLikelihood: inherent.likelihood,
      inherentConsequence: inherent.consequence,
      inherentRiskRating: rateRisk(matrix.cells, inherent.likelihood, inherent.consequence),
      residualLikelihood: residual?.likelihood ?? null,
      residualConsequence: residual?.consequence ?? null,
      residualRiskRating: residual ? rateRisk(matrix.cells, residual.likelihood, residual.consequence) : null,
      ownerId: ownerOf(risk.owner),
      status: risk.status,
      nextReviewDate: risk.nextReviewDate,
      ...timestamps(position),
    };
  });

  const actionRows = buildActionRows({
    tenantId,
    actions: input.actions,
    assets,
    riskIdsByCode,
    controlIdsByCode,
    memberOf,
    documentOf,
    registerCreatedAt: createdAt,
    now,
  });

  return {
    // Stored, not left to the default: the tenant's matrix is what its ratings were computed by.
    riskMatrix: {
      tenantId,
      likelihoodLevels: [...matrix.likelihoodLevels],
      consequenceLevels: [...matrix.consequenceLevels],
      cells: matrix.cells.map((row) => [...row]),
      createdAt,
      updatedAt: createdAt,
    },
    risks: riskRows,
    controls: controlRows,
    riskControls: riskControlRows,
    verifications: verificationRows,
    verificationEvidence: verificationEvidenceRows,
    actions: actionRows.actions,
    actionEvidence: actionRows.evidence,
    riskIdsByCode,
    controlIdsByCode,
  };
}
