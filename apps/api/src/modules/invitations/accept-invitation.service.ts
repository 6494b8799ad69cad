/**
 * Reading and using an invitation. A link works once, for seven days, for an active account that
 * has no password yet, is still a member of the inviting tenant and of no other: an account that
 * joined a second tenant meanwhile is that tenant's business too, and this admin's link must not
 * set its password (the rule single sign-on follows, decision 0005).
 */
import type { Invitation } from '@freeboard/shared/users/invitations.schemas';
import { passwordStrength } from '@freeboard/shared/auth/password-strength';
import type { Database } from '../../db/client';
import { withPlatformThenTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { membershipsOf } from '../../lib/memberships.repo';
import { hashPassword } from '../../lib/passwords';
import { findInvitation, setFirstPassword, useTenantInvitations, type FoundInvitation } from './invitations.repo';

function refuseUnusable(invitation: FoundInvitation | undefined, now = new Date()): asserts invitation {
  if (!invitation || !invitation.accountActive) {
    throw new AppError('invitation_invalid', 'This invitation link is not valid.');
  }
  if (invitation.usedAt || invitation.hasPassword) {
    throw new AppError('invitation_used', 'This invitation was already used: sign in with your password.');
  }
  if (invitation.expiresAt <= now) {
    throw new AppError('invitation_expired', 'This invitation has expired: ask your administrator for a new one.');
  }
}

async function refuseOutsideItsTenant(db: Database, invitation: FoundInvitation) {
  const tenantIDs = (await membershipsOf(db, invitation.userID)).map((membership) => membership.tenantID);
  if (tenantIDs.length !== 1 || tenantIDs[0] !== invitation.tenantID) {
    throw new AppError('invitation_invalid', 'This invitation link is no longer valid: ask your administrator.');
  }
}

export async function readInvitation(db: Database, token: string): Promise<Invitation> {
  const invitation = await findInvitation(db, token);
  refuseUnusable(invitation);
  await refuseOutsideItsTenant(db, invitation);
  return {
    email: invitation.email,
    name: invitation.name,
    tenantName: invitation.tenantName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Sets the account's first password; the account's ID, for the session that follows. */
export async function acceptInvitation(db: Database, token: string, password: string): Promise<FoundInvitation> {
  const invitation = await findInvitation(db, token);
  refuseUnusable(invitation);
  await refuseOutsideItsTenant(db, invitation);
  const strength = passwordStrength(password, [invitation.email, invitation.name, invitation.tenantName]);
  if (!strength.strongEnough) {
    throw new AppError('validation_failed', 'Choose a password that is harder to guess.', {
      password: ['Too easy to guess: add words only you would put together, and avoid names and dates.'],
    });
  }
  const passwordHash = await hashPassword(password);
  return withPlatformThenTenant(
    db,
    invitation.tenantID,
    async (tx) => {
      // Two tabs submitting the same link: the second waits here, then finds it used.
      const locked = await findInvitation(tx, token, { lock: true });
      refuseUnusable(locked);
      await setFirstPassword(tx, locked.userID, passwordHash);
      return locked;
    },
    // Invitations are the tenant's rows (decision 0038): its links are used up under its policy.
    async (tx, locked) => {
      await useTenantInvitations(tx, locked);
      return locked;
    },
  );
}
