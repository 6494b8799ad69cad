/**
 * The one way to write to an area: the request goes out for the active tenant, and on success only
 * that area's queries of that tenant are invalidated (`[area, tenantID]`), never the whole cache.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AreaKeys } from './area-keys';
import { useTenantID } from './session-context';

export interface AreaMutationContext {
  tenantID: string;
  queryClient: QueryClient;
}

export interface AreaMutationOptions<Variables, Data> {
  keys: AreaKeys;
  mutationFn: (variables: Variables, tenantID: string) => Promise<Data>;
  /**
   * Runs before the area is invalidated: put the answer into the cache, drop a deleted record's
   * queries, or navigate away from a page whose record no longer exists.
   */
  onSuccess?: (data: Data, variables: Variables, context: AreaMutationContext) => unknown;
}

export function useAreaMutation<Variables, Data>({
  keys,
  mutationFn,
  onSuccess,
}: AreaMutationOptions<Variables, Data>) {
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => {
      if (!tenantID) return Promise.reject(new Error(`No active tenant to write ${keys.area} to`));
      return mutationFn(variables, tenantID);
    },
    onSuccess: async (data, variables) => {
      // The tenant of this render is the one the request went out for (same options snapshot).
      const context = { tenantID: tenantID!, queryClient };
      await onSuccess?.(data, variables, context);
      await queryClient.invalidateQueries({ queryKey: keys.all(tenantID) });
    },
  });
}
