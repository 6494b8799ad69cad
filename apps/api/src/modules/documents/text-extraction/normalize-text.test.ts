import { describe, expect, it } from 'vitest';
import { normalizeText, truncateAtWord } from './normalize-text';

describe('normalizeText', () => {
  it('puts one space between words and trims the ends', () => {
    expect(normalizeText('  Tailings \n\n dam\t\tfreeboard\r\n\u00a0 report \u2028', 1000)).toBe(
      'Tailings dam freeboard report',
    );
  });

  it('drops NUL, control and invisible characters, which PostgreSQL or its search parser cannot take', () => {
    expect(normalizeText('pie\u0000zo\u0007meter tail\u00adings zero\u200bwidth \ufeffbom \u009fc1', 1000)).toBe(
      'piezometer tailings zerowidth bom c1',
    );
  });

  it('drops lone surrogates and keeps pairs', () => {
    expect(normalizeText('a\ud800b \udc00c 😀', 1000)).toBe('ab c 😀');
  });

  it('turns compatibility forms into their plain letters', () => {
    expect(normalizeText('ﬁlter ＰＺ－０１ 10 m²', 1000)).toBe('filter PZ-01 10 m2');
  });
});

describe('truncateAtWord', () => {
  it('leaves a text within the limit as it is', () => {
    expect(truncateAtWord('short text', 10)).toBe('short text');
  });

  it('cuts at the last space before the limit', () => {
    expect(truncateAtWord('one two three four', 10)).toBe('one two');
    expect(truncateAtWord('one two three four', 13)).toBe('one two three');
  });

  it('cuts inside a word too long to keep whole, but not inside a surrogate pair', () => {
    const long = 'x'.repeat(300);
    expect(truncateAtWord(long, 200)).toBe('x'.repeat(200));
    expect(truncateAtWord('😀'.repeat(150), 201)).toBe('😀'.repeat(100));
  });
});
