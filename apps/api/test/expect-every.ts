import { expect } from 'vitest';

/**
 * Every item satisfies `predicate`, and there is at least one: `[].every(…)` is true, so a filter
 * that answered nothing would otherwise pass a test of what it answered.
 */
export function expectEvery<T>(items: readonly T[], predicate: (item: T) => boolean): void {
  expect(items.length, 'an empty answer proves nothing').toBeGreaterThan(0);
  expect(items.filter((item) => !predicate(item))).toEqual([]);
}
