/**
 * The tenant's members (CONTRACT §9 "Administration"): `GET /api/users` 50 at a time with the list's
 * search, filters and sort; `POST /api/users`, `PATCH /api/users/{userID}` and
 * `DELETE /api/users/{userID}` and `POST /api/users/{userID}/invitation` for tenant admins. Cached under `['users', tenantID]`, with the person
 * pickers' choices, so a person added, or a change of role or state, shows in both.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { addedMemberSchema, type AddedMember, type AddMemberInput } from '@freeboard/shared/users/invitations.schemas';
import {
  memberListResponseSchema,
  memberSchema,
  type Member,
  type UpdateMemberInput,
} from '@freeboard/shared/users/members.schemas';
import { http } from '../../../lib/api';
import { areaKeys } from '../../../lib/area-keys';
import { useAreaMutation } from '../../../lib/area-mutation';
import { listFiltersOf } from '../../../lib/list-search';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import type { UserSearch } from '../user-search';

export const memberKeys = areaKeys('users');

const pageSize = 50;

export function memberListOptions(tenantID: string | null, search: UserSearch) {
  const query = listFiltersOf(search);
  return infiniteQueryOptions({
    queryKey: memberKeys.list(tenantID, query),
    queryFn: async ({ queryKey, pageParam }) => {
      const params = { ...query, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) };
      const response = await http.get('/users', { params, ...forTenant(tenantOf(queryKey)) });
      return memberListResponseSchema.parse(response.data);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}

const memberAnswerSchema = dataEnvelope(memberSchema);
const addedMemberAnswerSchema = dataEnvelope(addedMemberSchema);

/** An existing account gains a membership; a new one comes with its invitation (`inviteURL`). */
export function useAddMember() {
  return useAreaMutation({
    keys: memberKeys,
    mutationFn: async (input: AddMemberInput, tenantID): Promise<AddedMember> => {
      const response = await http.post('/users', input, forTenant(tenantID));
      return addedMemberAnswerSchema.parse(response.data).data;
    },
  });
}

export function useUpdateMember() {
  return useAreaMutation({
    keys: memberKeys,
    mutationFn: async (
      { userID, changes }: { userID: string; changes: UpdateMemberInput },
      tenantID,
    ): Promise<Member> => {
      const response = await http.patch(`/users/${encodeURIComponent(userID)}`, changes, forTenant(tenantID));
      return memberAnswerSchema.parse(response.data).data;
    },
  });
}

/** A new invitation link for a member who never used theirs; the earlier links stop working. */
export function useResendInvitation() {
  return useAreaMutation({
    keys: memberKeys,
    mutationFn: async (userID: string, tenantID): Promise<AddedMember> => {
      const response = await http.post(
        `/users/${encodeURIComponent(userID)}/invitation`,
        undefined,
        forTenant(tenantID),
      );
      return addedMemberAnswerSchema.parse(response.data).data;
    },
  });
}

export function useRemoveMember() {
  return useAreaMutation({
    keys: memberKeys,
    mutationFn: async (userID: string, tenantID) => {
      await http.delete(`/users/${encodeURIComponent(userID)}`, forTenant(tenantID));
    },
  });
}
