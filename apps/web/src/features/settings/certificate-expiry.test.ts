import { describe, expect, it } from 'vitest';
import { certificateExpiry } from './certificate-expiry';

const now = new Date('2026-06-01T12:00:00Z');

describe('certificateExpiry', () => {
  it('is valid with a month or more left', () => {
    expect(certificateExpiry('2027-06-01T12:00:00Z', now)).toEqual({ state: 'valid', daysLeft: 365 });
    expect(certificateExpiry('2026-07-01T12:00:00Z', now)).toEqual({ state: 'valid', daysLeft: 30 });
  });

  it('is about to expire with under 30 days left, counted in whole days', () => {
    expect(certificateExpiry('2026-07-01T11:59:59Z', now)).toEqual({ state: 'expiring', daysLeft: 29 });
    expect(certificateExpiry('2026-06-11T18:00:00Z', now)).toEqual({ state: 'expiring', daysLeft: 10 });
    expect(certificateExpiry('2026-06-01T13:00:00Z', now)).toEqual({ state: 'expiring', daysLeft: 0 });
  });

  it('has expired from its last moment on', () => {
    expect(certificateExpiry('2026-06-01T12:00:00Z', now)).toEqual({ state: 'expired' });
    expect(certificateExpiry('2025-01-01T00:00:00Z', now)).toEqual({ state: 'expired' });
  });

  it('says nothing of a date it cannot read', () => {
    expect(certificateExpiry('not a date', now)).toEqual({ state: 'unknown' });
  });
});
