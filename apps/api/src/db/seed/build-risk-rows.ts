/** Turns a tenant's risk register into risk, control and risk–control rows, rating each risk by the tenant's matrix. */
import { newID } from '../../lib/ids';
import type { controls, riskControls, risks } from '../schema/index';
import type { AssetIndex } from './build-asset-rows';
import { minutesAfter } from './demo-clock';
import type { DemoControl, DemoRisk } from './demo-types';
import { rateRisk } from '@freeboard/shared/risks/risk-matrix';

export interface RiskRows {
  risks: (typeof risks.$inferInsert)[];
  controls: (typeof controls.$inferInsert)[];
  riskControls: (typeof riskControls.$inferInsert)[];
  riskIdsByCode: Map<string, string>;
  controlIdsByCode: Map<string, string>;
}

export function buildRiskRows(input: {
  tenantId: string;
  matrix: readonly (readonly number[])[];
  risks: DemoRisk[];
  controls: DemoControl[];
  assets: AssetIndex;
  createdAt: Date;
}): RiskRows {
  const { tenantId, matrix, assets, createdAt } = input;
  const timestamps = (position: number) => {
    const time = minutesAfter(createdAt, position);
    return { createdAt: time, updatedAt: time };
  };

  const controlIdsByCode = new Map<string, string>();
  const controlRows = input.controls.map((control, position) => {
    const id = newID();
    if (controlIdsByCode.has(control.code)) throw new Error(`Duplicate demo control code ${control.code}`);
    controlIdsByCode.set(control.code, id);
    return { ...control, tenantId, id, ...timestamps(position) };
  });

  const riskIdsByCode = new Map<string, string>();
  const riskControlRows: (typeof riskControls.$inferInsert)[] = [];
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
      inherentRiskRating: rateRisk(matrix, inherent.likelihood, inherent.consequence),
      residualLikelihood: residual?.likelihood ?? null,
      residualConsequence: residual?.consequence ?? null,
      residualRiskRating: residual ? rateRisk(matrix, residual.likelihood, residual.consequence) : null,
      owner: risk.owner,
      status: risk.status,
      nextReviewDate: risk.nextReviewDate,
      ...timestamps(position),
    };
  });

  return { risks: riskRows, controls: controlRows, riskControls: riskControlRows, riskIdsByCode, controlIdsByCode };
}
