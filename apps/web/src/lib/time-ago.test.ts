import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('when a session was last used', () => {
  const now = new Date('2026-03-12T15:00:00').getTime();
  const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();

  it('is "just now" (null) within a minute, then minutes and hours ago', () => {
    expect(timeAgo(before(30_000), 'en', now)).toBeNull();
    expect(timeAgo(before(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(before(3 * 3_600_000), 'es', now)).toBe('hace 3 horas');
  });

  it('counts calendar days within a week, then gives the date', () => {
    expect(timeAgo(new Date('2026-03-11T10:00:00').toISOString(), 'en', now)).toBe('yesterday');
    expect(timeAgo(new Date('2026-03-11T10:00:00').toISOString(), 'es', now)).toBe('ayer');
    // 40 hours before 3 p.m. is 11 p.m. the day before yesterday, not "yesterday".
    expect(timeAgo(before(40 * 3_600_000), 'en', now)).toBe('2 days ago');
    expect(timeAgo(new Date('2026-02-20T10:00:00').toISOString(), 'en', now)).toBe('Feb 20, 2026');
  });
});
