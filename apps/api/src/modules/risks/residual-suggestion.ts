/**
 * The residual rating a risk's controls support, and why, line by line (CONTRACT §9: `GET
 * /api/risks/{id}` adds `residualSuggestion`). A control counts when it is in place and its last
 * verification, on time, found it effective. Then each proactive control that counts makes the
 * risk one level less likely and each reactive one a level less severe, down to 1. A critical
 * control that does not count holds the residual at the inherent rating: critical controls are
 * the ones the residual rests on. The suggestion never replaces the rating a person chose; it sits
 * beside it, and `agreesWithChosen` says whether they differ.
 */
import type {
  Control,
  NotCreditedReason,
  ResidualSuggestion,
  SuggestionDetail,
} from '@freeboard/shared/risks/risks.schemas';
import { rateRisk } from '@freeboard/shared/risks/risk-matrix';

export interface SuggestionInput {
  inherentLikelihood: number;
  inherentConsequence: number;
  residualRiskRating: number | null;
  controls: Pick<
    Control,
    | 'controlID'
    | 'code'
    | 'critical'
    | 'status'
    | 'proactiveOrReactive'
    | 'lastVerifiedAt'
    | 'lastVerificationResult'
    | 'verificationOverdue'
  >[];
}

/** Why a control does not count, or null when it does. */
function discredit(control: SuggestionInput['controls'][number]): NotCreditedReason | null {
  if (control.status !== 'in-place') return 'not_in_place';
  if (control.lastVerifiedAt === null) return 'never_verified';
  if (control.verificationOverdue) return 'verification_overdue';
  if (control.lastVerificationResult === 'not_effective') return 'not_effective';
  if (control.lastVerificationResult === 'partially_effective') return 'partially_effective';
  return null;
}

const whyWords: Record<NotCreditedReason, string> = {
  not_in_place: 'is not in place',
  never_verified: 'has never been verified',
  verification_overdue: 'is overdue for verification',
  not_effective: 'was last found not effective',
  partially_effective: 'was last found only partially effective',
};

/** The detail in English, for clients that do not word `details` themselves. */
function sentence(detail: SuggestionDetail): string {
  const control = detail.controlCode ?? '';
  switch (detail.kind) {
    case 'no_controls':
      return 'No controls are linked: nothing lowers the inherent rating.';
    case 'critical_failing':
      return `Critical control ${control} ${whyWords[detail.why!]}: the residual rating stays at the inherent one.`;
    case 'credited_likelihood':
      return `Proactive control ${control} is in place and verified effective: one level less likely.`;
    case 'credited_consequence':
      return `Reactive control ${control} is in place and verified effective: one level less severe.`;
    case 'not_credited':
      return `Control ${control} ${whyWords[detail.why!]}: it does not count.`;
  }
}

export function suggestResidual(risk: SuggestionInput, cells: readonly (readonly number[])[]): ResidualSuggestion {
  const details: SuggestionDetail[] = [];
  let likelihood = risk.inherentLikelihood;
  let consequence = risk.inherentConsequence;
  if (risk.controls.length === 0) {
    details.push({ kind: 'no_controls', controlID: null, controlCode: null, why: null });
  }
  const judged = risk.controls.map((control) => ({ control, why: discredit(control) }));
  const failingCritical = judged.filter(({ control, why }) => control.critical && why !== null);
  for (const { control, why } of failingCritical) {
    details.push({ kind: 'critical_failing', controlID: control.controlID, controlCode: control.code, why });
  }
  for (const { control, why } of judged) {
    if (control.critical && why !== null) continue;
    const ref = { controlID: control.controlID, controlCode: control.code };
    if (why !== null) {
      details.push({ kind: 'not_credited', ...ref, why });
    } else if (failingCritical.length === 0) {
      if (control.proactiveOrReactive === 'proactive') likelihood = Math.max(1, likelihood - 1);
      else consequence = Math.max(1, consequence - 1);
      details.push({
        kind: control.proactiveOrReactive === 'proactive' ? 'credited_likelihood' : 'credited_consequence',
        ...ref,
        why: null,
      });
    }
  }
  const rating = rateRisk(cells, likelihood, consequence);
  return {
    rating,
    likelihood,
    consequence,
    reasons: details.map(sentence),
    details,
    agreesWithChosen: risk.residualRiskRating === null ? null : risk.residualRiskRating === rating,
  };
}
