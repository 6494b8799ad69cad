/**
 * How close the identity provider's certificate is to its end: sign-ins fail once it has expired,
 * so the settings warn a month ahead, when there is still time to get and upload the new one.
 */
const dayMs = 24 * 60 * 60 * 1000;

/** Under this many days left, the certificate is about to expire. */
export const expiryWarningDays = 30;

export type CertificateExpiry =
  | { state: 'valid'; daysLeft: number }
  | { state: 'expiring'; daysLeft: number }
  | { state: 'expired' }
  | { state: 'unknown' };

export function certificateExpiry(expiresAt: string, now: Date = new Date()): CertificateExpiry {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return { state: 'unknown' };
  const left = end - now.getTime();
  if (left <= 0) return { state: 'expired' };
  // Whole days left, rounded down: "expires in 0 days" reads as today.
  const daysLeft = Math.floor(left / dayMs);
  return left < expiryWarningDays * dayMs ? { state: 'expiring', daysLeft } : { state: 'valid', daysLeft };
}
