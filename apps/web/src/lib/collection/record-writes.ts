/**
 * Writes to one area's records. The write goes out for the active tenant; the saved record goes
 * straight into the cache (its page shows it without another request); then the area's own queries
 * are invalidated (`useAreaMutation`), and the areas that show numbers from it (`refreshAlso`, such
 * as a site's count of facilities) are refreshed too.
 */
import { useAreaMutation, type AreaMutationContext } from '../area-mutation';
import type { RecordWrites } from './record-api';

async function refresh(areas: readonly string[], { tenantID, queryClient }: AreaMutationContext) {
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: [area, tenantID] })));
}

export function useCreateRecord<Record, CreateInput>(
  api: RecordWrites<Record, CreateInput, never>,
  idOf: (record: Record) => string,
  refreshAlso: readonly string[] = [],
) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (input: CreateInput, tenantID) => api.create(tenantID, input),
    onSuccess: async (record, _input, context) => {
      context.queryClient.setQueryData(api.keys.detail(context.tenantID, idOf(record)), record);
      void refresh(refreshAlso, context);
    },
  });
}

export function useUpdateRecord<Record, UpdateInput>(
  api: RecordWrites<Record, never, UpdateInput>,
  recordID: string,
  refreshAlso: readonly string[] = [],
) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (input: UpdateInput, tenantID) => api.update(tenantID, recordID, input),
    onSuccess: async (record, _input, context) => {
      context.queryClient.setQueryData(api.keys.detail(context.tenantID, recordID), record);
      void refresh(refreshAlso, context);
    },
  });
}

export function useDeleteRecord(
  api: RecordWrites<unknown, never, never>,
  recordID: string,
  onDeleted: () => unknown,
  refreshAlso: readonly string[] = [],
) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (_: void, tenantID) => api.remove(tenantID, recordID),
    onSuccess: async (_data, _variables, context) => {
      // Leave the page first: its query would otherwise refetch a record that is gone.
      await onDeleted();
      context.queryClient.removeQueries({ queryKey: api.keys.detail(context.tenantID, recordID) });
      void refresh(refreshAlso, context);
    },
  });
}
