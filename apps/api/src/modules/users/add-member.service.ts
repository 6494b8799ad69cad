/**
 * `POST /api/users`: a tenant offers a person a membership (decision 0037). For an email Freeboard
 * does not know, an account without a password is created first. Either way the membership is
 * pending until the person accepts it, and the person gets a link: by email when the server sends
 * email, else shown to the admin to pass on. The account, the membership and the link land together
 * or not at all (`inTenantAfter`; the invitation is the tenant's row, decision 0038).
 *
 * The answer is the same whether the email had an account or not: the name the admin typed, the
 * role offered, pending. Nothing tells this tenant whether the person exists elsewhere, or their name.
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
  invitationAccount,
  reissueInvitation,
  type IssuedInvitation,
} from '../invitations/invitations.repo';
import { findMember } from './members.repo';

export interface FoundAccount {
  userID: string;
}

/** The platform's half: the account found by email, or created without a password. */
export async function findOrCreateAccount(
  tx: Transaction,
  tenantID: string,
  input: AddMemberInput,
): Promise<FoundAccount> {
  const existing = await findAccountByEmail(tx, input.email);
  if (existing) return { userID: existing.id };
  const created = await createAccount(tx, { email: input.email, name: input.name, tenantID });
  if (created) return { userID: created.id };
  // Created by a concurrent request since the read above: an existing account now.
  const account = await findAccountByEmail(tx, input.email);
  if (!account) throw new Error('account vanished right after a conflicting insert');
  return { userID: account.id };
}

/** A link to send: its token, the account's language and whether it has a password (the email's wording). */
export type MemberInvitation = IssuedInvitation & { locale: string; hasPassword: boolean; emailed: boolean };

/** The tenant's half: the pending membership, its link, and its entry in Activity. */
export async function addMember(
  { tx, tenantID, actor }: TenantContext,
  input: AddMemberInput,
  account: FoundAccount,
  { emailed }: { emailed: boolean },
): Promise<{ member: Member; invitation: MemberInvitation }> {
  const added = await addMembership(tx, tenantID, account.userID, input.role, {
    isTenantAdmin: input.isTenantAdmin ?? false,
    jobTitle: input.jobTitle || null,
    pendingAs: { displayName: input.name },
  });
  if (!added) throw new AppError('already_member', `${input.email} is already a member of this tenant.`);
  const person = await invitationAccount(tx, account.userID);
  const issued = await createInvitation(tx, { userID: account.userID, tenantID, invitedBy: actor.userID, emailed });
  const member = await findMember(tx, tenantID, account.userID);
  if (!member) throw new Error('membership vanished right after it was added');
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'invite',
    subjectType: 'User',
    subjectID: account.userID,
    summary: `Invited ${member.name} (${member.email}) as ${member.role}`,
    changes: {
      role: { before: null, after: member.role },
      isTenantAdmin: { before: null, after: member.isTenantAdmin },
      ...(member.jobTitle ? { jobTitle: { before: null, after: member.jobTitle } } : {}),
    },
    address: actor.address,
  });
  return { member, invitation: { ...issued, ...person, emailed } };
}

/**
 * Sending the link again, to a person whose membership here is still pending: the earlier links of
 * this tenant stop working and a new one is issued. Someone who joined already, or whom the tenant
 * deactivated, has no invitation to send again (409 invitation_not_pending), and the answer never
 * speaks of passwords: whether the person has one is not the tenant's to know.
 */
export async function reissueMemberInvitation(
  { tx, tenantID, actor }: TenantContext,
  userID: string,
  { emailed }: { emailed: boolean },
): Promise<{ member: Member; invitation: MemberInvitation }> {
  const member = await findMember(tx, tenantID, userID);
  if (!member) throw new AppError('user_not_found', 'No such member of this tenant.');
  if (!member.pending) {
    throw new AppError('invitation_not_pending', `${member.name} has joined already: there is no invitation to send.`);
  }
  if (!member.active) {
    throw new AppError(
      'invitation_not_pending',
      `${member.name} may no longer enter this tenant: reactivate them first.`,
    );
  }
  const issued = await reissueInvitation(tx, { userID, tenantID, invitedBy: actor.userID, emailed });
  const reissued = (await findMember(tx, tenantID, userID)) ?? member;
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'invite',
    subjectType: 'User',
    subjectID: userID,
    summary: `Sent ${member.name} (${member.email}) a new invitation link`,
    changes: {},
    address: actor.address,
  });
  return { member: reissued, invitation: { ...issued, emailed } };
}
