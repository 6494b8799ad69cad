import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCriterionValue, formatFactorOfSafety } from './criteria-format';
import { assetSafetyTranslations } from './test-utils';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['assetSafety'],
    defaultNS: 'assetSafety',
    resources: { en: { assetSafety: assetSafetyTranslations.en }, es: { assetSafety: assetSafetyTranslations.es } },
    interpolation: { escapeValue: false },
  });
});

function format(value: number, unit: 'years' | 'm' | 'ratio', language: 'en' | 'es') {
  return formatCriterionValue(value, unit, language, i18n.getFixedT(language, 'assetSafety'));
}

describe('formatCriterionValue', () => {
  it('writes a return period as "1 in N years", N grouped as the language groups thousands', () => {
    expect(format(10000, 'years', 'en')).toBe('1 in 10,000 years');
    expect(format(2475, 'years', 'en')).toBe('1 in 2,475 years');
    expect(format(200, 'years', 'en')).toBe('1 in 200 years');
    expect(format(10000, 'years', 'es')).toBe('1 en 10.000 años');
  });

  it('writes a freeboard in metres without needless decimals', () => {
    expect(format(1.5, 'm', 'en')).toBe('1.5 m');
    expect(format(2, 'm', 'en')).toBe('2 m');
    expect(format(0.75, 'm', 'es')).toBe('0,75 m');
  });

  it('writes a factor of safety with two decimals, three where it has them', () => {
    expect(format(1.5, 'ratio', 'en')).toBe('1.50');
    expect(format(1, 'ratio', 'en')).toBe('1.00');
    expect(formatFactorOfSafety(1.125, 'en')).toBe('1.125');
    expect(formatFactorOfSafety(1.3, 'es')).toBe('1,30');
  });
});
