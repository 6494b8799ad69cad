import { describe, expect, it } from 'vitest';
import { overallClassOf } from './assets';

describe('overallClassOf', () => {
  const categories = {
    populationAtRisk: 'high',
    potentialLossOfLife: 'very_high',
    environment: 'significant',
    healthSocialCultural: 'low',
    infrastructureEconomics: 'high',
  } as const;

  it('is the highest category, whichever it is', () => {
    expect(overallClassOf(categories)).toBe('very_high');
    expect(overallClassOf({ ...categories, healthSocialCultural: 'extreme' })).toBe('extreme');
    expect(
      overallClassOf({
        populationAtRisk: 'low',
        potentialLossOfLife: 'low',
        environment: 'low',
        healthSocialCultural: 'low',
        infrastructureEconomics: 'low',
      }),
    ).toBe('low');
  });
});
