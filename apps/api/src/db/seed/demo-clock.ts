/**
 * Where the demo data sits in time, relative to the moment of seeding, so that a fresh demo always
 * looks lived-in: assets registered two years ago, the risk register built a little later,
 * documents uploaded all along since.
 */
const dayMs = 24 * 60 * 60 * 1000;

export const assetsAgeDays = 730;
export const riskRegisterAgeDays = 420;
/** Documents are uploaded between this many days ago and yesterday. */
export const documentsAgeDays = 720;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}

export function minutesAfter(time: Date, minutes: number): Date {
  return new Date(time.getTime() + minutes * 60 * 1000);
}

/** Midnight UTC of an ISO date (`YYYY-MM-DD`). */
export function startOfIsoDate(isoDate: string): Date {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return new Date(time);
}

export function addDays(time: Date, days: number): Date {
  return new Date(time.getTime() + days * dayMs);
}

export function toIsoDate(time: Date): string {
  return time.toISOString().slice(0, 10);
}
