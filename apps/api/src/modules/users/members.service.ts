/** The members of the active tenant: who may be given a responsibility, and (later) administered. */
import type { MemberListQuery } from '@freeboard/shared/users/members.schemas';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { listMemberRows } from './members.repo';

export async function listMembers({ tx, tenantID }: TenantContext, query: MemberListQuery) {
  return listMemberRows(tx, tenantID, query);
}
