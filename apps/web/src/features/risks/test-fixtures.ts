/** Risks and controls shaped as the API answers them, for tests. */
import type { Control, Risk, RiskSummary } from '@freeboard/shared/risks/risks.schemas';

let sequence = 0;
function nextID(): string {
  sequence += 1;
  return `0190a000-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeControl(overrides: Partial<Control> = {}): Control {
  return {
    controlID: nextID(),
    code: 'C-001',
    description: 'Spillway capacity check after every storm event',
    priority: 'P1',
    proactiveOrReactive: 'proactive',
    critical: false,
    type: 'control',
    status: 'in-place',
    dueDate: null,
    ownerID: null,
    ownerName: null,
    nature: null,
    performanceStandard: null,
    verificationFrequency: null,
    lastVerifiedAt: null,
    lastVerificationResult: null,
    verificationDueDate: null,
    verificationOverdue: false,
    riskCount: 1,
    version: 1,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function makeRisk(overrides: Partial<Risk> = {}): Risk {
  return {
    riskID: nextID(),
    code: 'R-001',
    title: 'Overtopping of the main embankment',
    description: 'Flood inflow exceeds spillway capacity.',
    failureMode: 'overtopping',
    assetType: null,
    assetID: null,
    asset: null,
    cause: null,
    consequence: null,
    materialUnwantedEvent: true,
    inherentLikelihood: 3,
    inherentConsequence: 5,
    inherentRiskRating: 4,
    residualLikelihood: 2,
    residualConsequence: 4,
    residualRiskRating: 2,
    ownerID: null,
    ownerName: null,
    status: 'open',
    nextReviewDate: null,
    controls: [],
    controlIDs: [],
    residualSuggestion: {
      rating: 4,
      likelihood: 3,
      consequence: 5,
      reasons: ['No controls are linked: nothing lowers the inherent rating.'],
      details: [{ kind: 'no_controls', controlID: null, controlCode: null, why: null }],
      agreesWithChosen: false,
    },
    openActionCount: 0,
    version: 1,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A risk as the register summary answers it, its counts taken from its controls. */
export function summaryOf(risk: Risk): RiskSummary {
  const critical = risk.controls.filter((control) => control.critical);
  return {
    riskID: risk.riskID,
    code: risk.code,
    title: risk.title,
    status: risk.status,
    failureMode: risk.failureMode,
    asset: risk.asset,
    ownerID: risk.ownerID,
    ownerName: risk.ownerName,
    inherentLikelihood: risk.inherentLikelihood,
    inherentConsequence: risk.inherentConsequence,
    inherentRiskRating: risk.inherentRiskRating,
    residualRiskRating: risk.residualRiskRating,
    controlCount: risk.controls.length,
    criticalControlCount: critical.length,
    criticalNotInPlaceCount: critical.filter((control) => control.status !== 'in-place').length,
  };
}
