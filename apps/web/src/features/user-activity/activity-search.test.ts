import { describe, expect, it } from 'vitest';
import { activityQueryOf, activitySearchSchema, endOfDay, startOfDay } from './activity-search';

const actorID = '0190a000-0000-7000-8000-0000000000b1';

describe('the User activity address', () => {
  it('keeps the search, person, record type, action and days it understands', () => {
    const search = activitySearchSchema.parse({
      q: ' renamed ',
      actorID,
      subjectType: 'Site',
      action: 'auth.signed_in',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(search).toEqual({
      q: 'renamed',
      actorID,
      subjectType: 'Site',
      action: 'auth.signed_in',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drops what it does not understand, and holds no sort (the trail is always newest first)', () => {
    const search = activitySearchSchema.parse({
      actorID: 'alex',
      subjectType: 'all',
      from: '2026-02-30',
      to: '0002-03-12',
      action: 'x'.repeat(101),
      sort: 'createdAt',
    });
    expect(activityQueryOf(search)).toEqual({});
    expect(search).not.toHaveProperty('sort');
  });

  it('asks the API for the set filters only, each day from its first moment to its last here', () => {
    const query = activityQueryOf(
      activitySearchSchema.parse({ subjectType: 'Risk', from: '2026-03-12', to: '2026-03-12' }),
    );
    expect(query).toEqual({
      subjectType: 'Risk',
      from: new Date(2026, 2, 12, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 2, 12, 23, 59, 59, 999).toISOString(),
    });
  });

  it('ends a month and a year on their last day', () => {
    expect(endOfDay('2026-12-31')).toBe(new Date(2026, 11, 31, 23, 59, 59, 999).toISOString());
    expect(startOfDay('2024-02-29')).toBe(new Date(2024, 1, 29).toISOString());
  });
});
