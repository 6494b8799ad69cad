/**
 * Why an invitation link no longer leads to a password form, from the problem the API answered
 * (`invitation_invalid` 404, `invitation_expired` and `invitation_used` 410); null for any other
 * failure, which the page offers to try again.
 */
import { problemOf } from '../../lib/problem';

export const invitationClosedReasons = ['invalid', 'expired', 'used'] as const;
export type InvitationClosedReason = (typeof invitationClosedReasons)[number];

const reasonByCode: Record<string, InvitationClosedReason> = {
  invitation_invalid: 'invalid',
  invitation_expired: 'expired',
  invitation_used: 'used',
};

export function invitationClosedReason(error: unknown): InvitationClosedReason | null {
  const code = problemOf(error)?.code;
  return code === undefined ? null : (reasonByCode[code] ?? null);
}
