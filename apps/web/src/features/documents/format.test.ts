import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [12_400, '12.4 kB'],
    [12_449, '12.4 kB'],
    [999_960, '1 MB'],
    [3_250_000, '3.3 MB'],
    [5_000_000_000, '5 GB'],
  ])('shows %d bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes, 'en')).toBe(expected);
  });

  it('uses the decimal separator of the language', () => {
    expect(formatFileSize(12_400, 'es')).toBe('12,4 kB');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as that very day, in the user language', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', 'es')).toBe('1 mar 2026');
  });
});
