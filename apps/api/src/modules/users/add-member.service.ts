/**
 * `POST /api/users`: a person joins the tenant. An existing account (any tenant's, or a platform
 * account) gains a membership and signs in as before; for an email Freeboard does not know, an
 * account without a password is created with a one-time invitation to choose one. The account, the
 * invitation and the membership land together or not at all (`inTenantAfter`).
 *
 * The invitation is the tenant's row, issued in the tenant's half under row-level security
 * (decision 0038). An existing account is never sent an invitation: the admin sees the link, and a link that set
 * the password of an account other tenants share would hand those tenants to this one's admin.
 */
import type { AddMemberInput } from '@freeboard/shared/users/invitations.schemas';
import type { Member } from '@freeboard/shared/users/members.schemas';
import type { Transaction } from '../../db/client';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import { addMembership } from '../../lib/memberships.repo';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  createAccount,
  createInvitation,
  findAccountByEmail,
  type IssuedInvitation,
} from '../invitations/invitations.repo';
import { findMember } from './members.repo';

export interface NewAccount {
  userID: string;
  /** Set only when this call created the account: it is invited to choose a password. */
  created: { locale: string } | null;
}

/** The platform's half: the account found by email, or created. */
export async function findOrCreateAccount(
  tx: Transaction,
  tenantID: string,
  input: AddMemberInput,
): Promise<NewAccount> {
  const existing = await findAccountByEmail(tx, input.email);
  if (existing) return { userID: existing.id, created: null };
  const created = await createAccount(tx, { email: input.email, name: input.name, tenantID });
  if (!created) {
    // Created by a concurrent request since the read above: an existing account now.
    const account = await findAccountByEmail(tx, input.email);
    if (!account) throw new Error('account vanished right after a conflicting insert');
    return { userID: account.id, created: null };
  }
  return { userID: created.id, created: { locale: created.locale } };
}

/** The tenant's half: the membership, a new account's invitation, and its entry in Activity. */
export async function addMember(
  { tx, tenantID, actor }: TenantContext,
  input: AddMemberInput,
  account: NewAccount,
): Promise<{ member: Member; invitation: (IssuedInvitation & { locale: string }) | null }> {
  const added = await addMembership(tx, tenantID, account.userID, input.role, {
    isTenantAdmin: input.isTenantAdmin ?? false,
    jobTitle: input.jobTitle || null,
  });
  if (!added) throw new AppError('already_member', `${input.email} is already a member of this tenant.`);
  const invitation = account.created
    ? {
        ...(await createInvitation(tx, { userID: account.userID, tenantID, invitedBy: actor.userID })),
        locale: account.created.locale,
      }
    : null;
  const member = await findMember(tx, tenantID, account.userID);
  if (!member) throw new Error('membership vanished right after it was added');
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: invitation ? 'invite' : 'create',
    subjectType: 'User',
    subjectID: account.userID,
    summary: invitation
      ? `Invited ${member.name} (${member.email}) as ${member.role}`
      : `Added ${member.name} (${member.email}) as ${member.role}`,
    changes: {
      role: { before: null, after: member.role },
      isTenantAdmin: { before: null, after: member.isTenantAdmin },
      ...(member.jobTitle ? { jobTitle: { before: null, after: member.jobTitle } } : {}),
    },
    address: actor.address,
  });
  return { member, invitation };
}

/**
 * Sending an invitation again, after `reissueInvitation` issued a link in the same transaction if
 * there was one to send: the person must be a member who
 * may still enter, and have had a link to send again; the trail records the new link.
 */
export async function recordReissuedInvitation<Issued>(
  { tx, tenantID, actor }: TenantContext,
  userID: string,
  issued: Issued | null,
): Promise<{ member: Member; invitation: Issued }> {
  const member = await findMember(tx, tenantID, userID);
  if (!member) throw new AppError('user_not_found', 'No such member of this tenant.');
  if (issued === null) {
    throw new AppError(
      'invitation_not_pending',
      `${member.name} has already chosen a password: there is no invitation to send again.`,
    );
  }
  if (!member.active) {
    throw new AppError(
      'invitation_not_pending',
      `${member.name} may no longer enter this tenant: reactivate them first.`,
    );
  }
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'invite',
    subjectType: 'User',
    subjectID: userID,
    summary: `Sent ${member.name} (${member.email}) a new invitation link`,
    changes: {},
    address: actor.address,
  });
  return { member, invitation: issued };
}
