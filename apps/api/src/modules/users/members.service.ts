/**
 * The members of the active tenant: who may be given a responsibility, and how a tenant admin
 * administers them — role, admin flag, the tenant's job title for them, deactivation, removal. A
 * tenant keeps at least one active admin (409 `last_tenant_admin`); every change is in Activity.
 */
import type { Member, MemberListQuery, UpdateMemberInput } from '@freeboard/shared/users/members.schemas';
import { recordActivity } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import type { TenantContext } from '../../lib/resources/tenant-context';
import {
  deleteMembership,
  findMember,
  listMemberRows,
  lockAdminMemberships,
  otherActiveAdmins,
  updateMembership,
} from './members.repo';

export async function listMembers({ tx, tenantID }: TenantContext, query: MemberListQuery) {
  return listMemberRows(tx, tenantID, query);
}

async function memberOrNotFound({ tx, tenantID }: TenantContext, userID: string): Promise<Member> {
  const member = await findMember(tx, tenantID, userID);
  if (!member) throw new AppError('user_not_found', 'No member of this tenant has this ID.');
  return member;
}

/** Refuses a change that would leave the tenant without an active admin. */
async function keepAnAdmin(context: TenantContext, member: Member, remainsAdmin: boolean) {
  if (!member.isTenantAdmin || !member.active || remainsAdmin) return;
  if ((await otherActiveAdmins(context.tx, context.tenantID, member.userID)) > 0) return;
  throw new AppError('last_tenant_admin', `${member.name} is the tenant's only admin: make someone else admin first.`);
}

const fieldNames = ['role', 'isTenantAdmin', 'jobTitle', 'active'] as const;

/** The member as changed. Deactivating ends this tenant's access only; the person's sessions go on (decision 0029). */
export async function updateMember(
  context: TenantContext,
  userID: string,
  input: UpdateMemberInput,
): Promise<{ member: Member }> {
  const { tx, tenantID, actor } = context;
  await lockAdminMemberships(tx, tenantID);
  const before = await memberOrNotFound(context, userID);
  const isTenantAdmin = input.isTenantAdmin ?? before.isTenantAdmin;
  const active = input.active ?? before.active;
  await keepAnAdmin(context, before, isTenantAdmin && active);
  const jobTitle = input.jobTitle === undefined ? undefined : input.jobTitle?.trim() || null;
  await updateMembership(tx, tenantID, userID, { role: input.role, isTenantAdmin, jobTitle, active: input.active });
  const after = await memberOrNotFound(context, userID);
  const changes = Object.fromEntries(
    fieldNames
      .filter((field) => before[field] !== after[field])
      .map((field) => [field, { before: before[field], after: after[field] }]),
  );
  if (Object.keys(changes).length > 0) {
    await recordActivity(tx, tenantID, {
      actorUserID: actor.userID,
      action: before.active && !after.active ? 'deactivate' : !before.active && after.active ? 'reactivate' : 'update',
      subjectType: 'User',
      subjectID: userID,
      summary: `Updated member ${after.name}: ${Object.keys(changes).join(', ')}`,
      changes,
      address: actor.address,
    });
  }
  return { member: after };
}

export async function removeMember(context: TenantContext, userID: string): Promise<void> {
  const { tx, tenantID, actor } = context;
  await lockAdminMemberships(tx, tenantID);
  const member = await memberOrNotFound(context, userID);
  await keepAnAdmin(context, member, false);
  await deleteMembership(tx, tenantID, userID);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'delete',
    subjectType: 'User',
    subjectID: userID,
    summary: `Removed member ${member.name} (${member.email})`,
    address: actor.address,
  });
}
