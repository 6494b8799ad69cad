/**
 * The memberships tenants offered the signed-in person (decision 0037): `GET /api/me/pending-memberships`,
 * and the person's answer, `POST …/{tenantID}/accept | decline`. The person's own, so no tenant is
 * named; read again every few minutes, as the notification bell is, so an offer made meanwhile shows.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accessTokenResponseSchema } from '@freeboard/shared/auth/auth.schemas';
import { pendingMembershipListSchema } from '@freeboard/shared/users/pending-memberships.schemas';
import { http } from '../../lib/api';

export const pendingMembershipsKey = ['memberships', 'pending'] as const;

export const pendingMembershipsOptions = () =>
  queryOptions({
    queryKey: pendingMembershipsKey,
    queryFn: async () => pendingMembershipListSchema.parse((await http.get('/me/pending-memberships')).data).data,
    refetchInterval: 5 * 60_000,
  });

/** Accepting answers with an access token that reaches the tenant joined. */
export function useAcceptMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tenantID: string) => {
      const response = await http.post(`/me/pending-memberships/${encodeURIComponent(tenantID)}/accept`);
      return accessTokenResponseSchema.parse(response.data).data.accessToken;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingMembershipsKey }),
  });
}

export function useDeclineMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tenantID: string) => {
      await http.post(`/me/pending-memberships/${encodeURIComponent(tenantID)}/decline`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingMembershipsKey }),
  });
}
