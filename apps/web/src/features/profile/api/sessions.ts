/**
 * The signed-in person's own sessions: the list, ending one, ending all but this browser's.
 * User-scoped like the rest of the profile, so no tenant is named.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endedSessionsSchema, sessionSchema, type Session } from '@freeboard/shared/users/sessions.schemas';
import { http } from '../../../lib/api';

/** Apart from `['profile', 'user']`, so ending a session does not read the profile again. */
export const sessionsQueryKey = ['profile', 'sessions'] as const;

const sessionsSchema = z.array(sessionSchema);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: async (): Promise<Session[]> =>
      sessionsSchema.parse((await http.get<{ data: unknown }>('/users/profile/sessions')).data.data),
  });

export async function endSession(sessionID: string): Promise<void> {
  await http.delete(`/users/profile/sessions/${sessionID}`);
}

/** Ends every session but this browser's; answers how many ended. */
export async function endOtherSessions(): Promise<number> {
  const response = await http.post<{ data: unknown }>('/users/profile/sessions/end-others');
  return endedSessionsSchema.parse(response.data.data).ended;
}

/** The list is read again whatever the answer: a refusal may mean the session had already ended. */
function useRefreshedAfter<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndSession() {
  return useRefreshedAfter(endSession);
}

export function useEndOtherSessions() {
  return useRefreshedAfter(endOtherSessions);
}
