/**
 * Reading and using an invitation link (decision 0037, which replaces 0030's one-tenant rule). A link
 * works for seven days, for an active account whose membership of the inviting tenant is pending
 * and active. What it lets the person do depends on how it travelled:
 *
 * - **Choose a password, and so join**: when the account has none yet and has joined no other
 *   tenant; or, for a link that went to the address only (never shown to an admin), whenever the
 *   email was never proven — the password someone else chose for that address gives way to the
 *   address's owner, and using the link proves the email.
 * - **Sign in and accept in the app** otherwise: a link an admin saw must never set the password of
 *   an account another tenant shares, and a proven account keeps its own password.
 */
import type { Invitation, InvitationAction } from '@freeboard/shared/users/invitations.schemas';
import { passwordStrength } from '@freeboard/shared/auth/password-strength';
import type { Database } from '../../db/client';
import { withPlatformThenTenant, withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import {
  acceptPendingMembership,
  hasJoinedElsewhere,
  membershipState,
  type MembershipState,
} from '../../lib/pending-memberships.repo';
import {
  accountStanding,
  findInvitation,
  isEmailedLink,
  setPasswordWithLink,
  useTenantInvitations,
  type FoundInvitation,
} from './invitations.repo';

function refuseUnusable(invitation: FoundInvitation | undefined, now = new Date()): asserts invitation {
  if (!invitation || !invitation.accountActive) {
    throw new AppError('invitation_invalid', 'This invitation link is not valid.');
  }
  if (invitation.usedAt) {
    throw new AppError('invitation_used', 'This invitation was already used: sign in with your password.');
  }
  if (invitation.expiresAt <= now) {
    throw new AppError('invitation_expired', 'This invitation has expired: ask your administrator for a new one.');
  }
}

/** The link's membership must still be waiting for the person, and may still enter. */
function refuseWithoutPendingMembership(membership: MembershipState | null): asserts membership {
  if (!membership || !membership.active) {
    throw new AppError('invitation_invalid', 'This invitation link is no longer valid: ask your administrator.');
  }
  if (!membership.pending) {
    throw new AppError('invitation_used', 'You have joined already: sign in with your password.');
  }
}

async function linkAction(db: Database, token: string, invitation: FoundInvitation): Promise<InvitationAction> {
  const standing = await accountStanding(db, invitation.userID);
  if (!standing || standing.isPlatformAdmin) return 'sign_in';
  if (isEmailedLink(token)) return invitation.hasPassword && standing.emailProven ? 'sign_in' : 'choose_password';
  if (invitation.hasPassword) return 'sign_in';
  return (await hasJoinedElsewhere(db, invitation.userID, invitation.tenantID)) ? 'sign_in' : 'choose_password';
}

async function openLink(db: Database, token: string) {
  const invitation = await findInvitation(db, token);
  refuseUnusable(invitation);
  const membership = await withTenant(db, invitation.tenantID, (tx) =>
    membershipState(tx, invitation.tenantID, invitation.userID),
  );
  refuseWithoutPendingMembership(membership);
  return { invitation, membership, action: await linkAction(db, token, invitation) };
}

export async function readInvitation(db: Database, token: string): Promise<Invitation> {
  const { invitation, membership, action } = await openLink(db, token);
  return {
    email: invitation.email,
    // The name the admin typed: whoever holds a link learns nothing of the account behind it.
    name: membership.displayName ?? invitation.email,
    tenantName: invitation.tenantName,
    expiresAt: invitation.expiresAt.toISOString(),
    action,
  };
}

export interface UsedLink {
  userID: string;
  tenantID: string;
  name: string;
  /** The account had a password that this link replaced: its other sessions are to end. */
  replacedPassword: boolean;
}

/** Sets the password and joins the link's tenant; the account, for the session that follows. */
export async function acceptInvitation(db: Database, token: string, password: string): Promise<UsedLink> {
  const { invitation, membership, action } = await openLink(db, token);
  if (action !== 'choose_password') {
    throw new AppError('invitation_needs_sign_in', 'Sign in with your password to accept this invitation.');
  }
  const name = membership.displayName ?? invitation.email;
  const strength = passwordStrength(password, [invitation.email, name, invitation.tenantName]);
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
      if (locked.hasPassword !== invitation.hasPassword) {
        throw new AppError('invitation_used', 'This invitation was already used: sign in with your password.');
      }
      await setPasswordWithLink(tx, { userID: locked.userID, passwordHash, proveEmail: isEmailedLink(token) });
      return locked;
    },
    async (tx, locked) => {
      await useTenantInvitations(tx, { userID: locked.userID, tenantID: locked.tenantID });
      if (!(await acceptPendingMembership(tx, locked.tenantID, locked.userID))) {
        // Removed, deactivated or accepted meanwhile: the password is not set either (rolled back).
        throw new AppError('invitation_invalid', 'This invitation link is no longer valid: ask your administrator.');
      }
      return { userID: locked.userID, tenantID: locked.tenantID, name, replacedPassword: locked.hasPassword };
    },
  );
}
