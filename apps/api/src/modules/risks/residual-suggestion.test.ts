import { describe, expect, it } from 'vitest';
import { defaultRiskMatrix, rateRisk } from '@freeboard/shared/risks/risk-matrix';
import { suggestResidual, type SuggestionInput } from './residual-suggestion';

type ControlInput = SuggestionInput['controls'][number];

const control = (code: string, overrides: Partial<ControlInput> = {}): ControlInput => ({
  controlID: `00000000-0000-4000-8000-0000000000${code.slice(-2)}`,
  code,
  critical: false,
  status: 'in-place',
  proactiveOrReactive: 'proactive',
  lastVerifiedAt: '2026-11-01',
  lastVerificationResult: 'effective',
  verificationOverdue: false,
  ...overrides,
});

const risk = (controls: ControlInput[], residualRiskRating: number | null = null): SuggestionInput => ({
  inherentLikelihood: 4,
  inherentConsequence: 5,
  residualRiskRating,
  controls,
});

describe('suggestResidual', () => {
  it('keeps the inherent rating without controls, and says so', () => {
    const suggestion = suggestResidual(risk([]), defaultRiskMatrix);
    expect(suggestion).toMatchObject({ likelihood: 4, consequence: 5, rating: rateRisk(defaultRiskMatrix, 4, 5) });
    expect(suggestion.details).toEqual([{ kind: 'no_controls', controlID: null, controlCode: null, why: null }]);
    expect(suggestion.reasons).toEqual(['No controls are linked: nothing lowers the inherent rating.']);
    expect(suggestion.agreesWithChosen).toBeNull();
  });

  it('lowers likelihood for each working proactive control and consequence for each reactive one, down to 1', () => {
    const controls = [
      control('C-01'),
      control('C-02', { critical: true }),
      control('C-03', { proactiveOrReactive: 'reactive' }),
      control('C-04'),
      control('C-05'),
      control('C-06'),
    ];
    const suggestion = suggestResidual(risk(controls, 1), defaultRiskMatrix);
    expect(suggestion).toMatchObject({ likelihood: 1, consequence: 4, rating: rateRisk(defaultRiskMatrix, 1, 4) });
    expect(suggestion.details.map((detail) => detail.kind)).toEqual([
      'credited_likelihood',
      'credited_likelihood',
      'credited_consequence',
      'credited_likelihood',
      'credited_likelihood',
      'credited_likelihood',
    ]);
    expect(suggestion.agreesWithChosen).toBe(rateRisk(defaultRiskMatrix, 1, 4) === 1);
  });

  it.each([
    ['not_in_place', { status: 'planned' }],
    ['never_verified', { lastVerifiedAt: null, lastVerificationResult: null }],
    ['verification_overdue', { verificationOverdue: true }],
    ['not_effective', { lastVerificationResult: 'not_effective' }],
    ['partially_effective', { lastVerificationResult: 'partially_effective' }],
  ] as const)('holds the residual at the inherent rating while a critical control is %s', (why, failing) => {
    const suggestion = suggestResidual(
      risk([control('C-01', { critical: true, ...failing }), control('C-02')], 1),
      defaultRiskMatrix,
    );
    expect(suggestion.rating).toBe(rateRisk(defaultRiskMatrix, 4, 5));
    expect(suggestion.details[0]).toEqual({
      kind: 'critical_failing',
      controlID: expect.any(String),
      controlCode: 'C-01',
      why,
    });
    expect(suggestion.reasons[0]).toMatch(
      /^Critical control C-01 .*: the residual rating stays at the inherent one\.$/,
    );
    expect(suggestion.agreesWithChosen).toBe(false);
  });

  it('does not count a control that is not critical and does not work, and says why', () => {
    const suggestion = suggestResidual(
      risk([control('C-01', { verificationOverdue: true }), control('C-02')]),
      defaultRiskMatrix,
    );
    expect(suggestion.likelihood).toBe(3);
    expect(suggestion.details[0]).toMatchObject({
      kind: 'not_credited',
      controlCode: 'C-01',
      why: 'verification_overdue',
    });
    expect(suggestion.reasons[0]).toBe('Control C-01 is overdue for verification: it does not count.');
  });
});
