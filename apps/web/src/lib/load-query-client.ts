/**
 * The data cache on demand. TanStack Query is loaded by the first page that reads data (the
 * signed-in layout, an invitation, a tenant's single sign-on choice), not by the start-up code: the
 * sign-in page reads none (docs/decisions/0034). Every caller gets the same client.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

export function queryClientLoader(session: Session): () => Promise<QueryClient> {
  let loading: Promise<QueryClient> | null = null;
  return () =>
    (loading ??= import('./query-client').then(
      ({ createQueryClient, dropOtherTenantsData }) => {
        const queryClient = createQueryClient();
        dropOtherTenantsData(queryClient, session);
        return queryClient;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again by the next page that asks
        throw error;
      },
    ));
}
