import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http';
import type { SessionSnapshot } from './session';

/** No refetch on window focus (spec §9); no retry of answers the client caused (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = error instanceof HttpError ? error.status : null;
          if (status !== null && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

interface TenantSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Pick<SessionSnapshot, 'tenantID'>;
}

/**
 * A different tenant means different data: when the active tenant changes (switched, signed out),
 * what was cached for any other is dropped; the user's own (`[…, 'user']`, such as the profile) stays.
 */
export function dropOtherTenantsData(queryClient: QueryClient, session: TenantSource): () => void {
  let tenantID = session.getSnapshot().tenantID;
  return session.subscribe(() => {
    const next = session.getSnapshot().tenantID;
    if (next === tenantID) return;
    tenantID = next;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== next && query.queryKey[1] !== 'user' });
  });
}
