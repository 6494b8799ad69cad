import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('tells English from Spanish by their commonest words', () => {
    expect(
      detectLanguage('The crest of the dam was inspected and the readings are within the limits of the design.'),
    ).toBe('english');
    expect(
      detectLanguage('La cresta del muro fue inspeccionada y las lecturas están dentro de los límites del diseño.'),
    ).toBe('spanish');
  });

  it('says simple for codes and numbers, a few words, or an even mix', () => {
    expect(detectLanguage('PZ-01 12.4 2024-03-01 PZ-02 11.9 2024-03-01 INC-7 0.3 of PZ-03 10.1 PZ-04 9.8')).toBe(
      'simple',
    );
    expect(detectLanguage('Freeboard')).toBe('simple');
    expect(detectLanguage('the dam and the crest, el muro y la cresta de los relaves')).toBe('simple');
  });
});
