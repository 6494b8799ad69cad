import { describe, expect, it } from 'vitest';
import { commonRowHeight } from './common-row-height';

describe('commonRowHeight', () => {
  it('estimates the given height until rows are measured, then the height most rows have', () => {
    const height = commonRowHeight(56);
    expect(height.estimate()).toBe(56);
    height.record(54);
    expect(height.estimate()).toBe(54);
    for (const measured of [67, 67, 89, 67]) height.record(measured);
    expect(height.estimate()).toBe(67);
  });

  it('holds its estimate once enough rows are measured', () => {
    const height = commonRowHeight(56, 3);
    for (const measured of [67, 67, 54, 54, 54, 54]) height.record(measured);
    expect(height.estimate()).toBe(67);
  });
});
