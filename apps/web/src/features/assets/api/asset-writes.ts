/**
 * Writes to one asset kind. A write changes more than its own area: counts and consequence classes
 * of the records above it and the navigation tree. So after the kind's own queries (invalidated by
 * `useAreaMutation`), the other asset kinds and the tree of that tenant are refreshed too.
 */
import { useAreaMutation, type AreaMutationContext } from '../../../lib/area-mutation';
import type { AssetWrites } from './asset-record-api';

const assetAreas = ['sites', 'infrastructures', 'facilities', 'cross-sections'] as const;

async function refreshOtherAssets(ownArea: string, { tenantID, queryClient }: AreaMutationContext) {
  await Promise.all(
    assetAreas
      .filter((area) => area !== ownArea)
      .map((area) => queryClient.invalidateQueries({ queryKey: [area, tenantID] })),
  );
}

export function useCreateAsset<Record, CreateInput>(
  api: AssetWrites<Record, CreateInput, never>,
  idOf: (record: Record) => string,
) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (input: CreateInput, tenantID) => api.create(tenantID, input),
    onSuccess: async (record, _input, context) => {
      // The saved record goes straight into the cache, so its page shows it without another request.
      context.queryClient.setQueryData(api.keys.detail(context.tenantID, idOf(record)), record);
      void refreshOtherAssets(api.keys.area, context);
    },
  });
}

export function useUpdateAsset<Record, UpdateInput>(api: AssetWrites<Record, never, UpdateInput>, recordID: string) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (input: UpdateInput, tenantID) => api.update(tenantID, recordID, input),
    onSuccess: async (record, _input, context) => {
      context.queryClient.setQueryData(api.keys.detail(context.tenantID, recordID), record);
      void refreshOtherAssets(api.keys.area, context);
    },
  });
}

export function useDeleteAsset(api: AssetWrites<unknown, never, never>, recordID: string, onDeleted: () => unknown) {
  return useAreaMutation({
    keys: api.keys,
    mutationFn: (_: void, tenantID) => api.remove(tenantID, recordID),
    onSuccess: async (_data, _variables, context) => {
      // Leave the page first: its query would otherwise refetch a record that is gone.
      await onDeleted();
      context.queryClient.removeQueries({ queryKey: api.keys.detail(context.tenantID, recordID) });
      void refreshOtherAssets(api.keys.area, context);
    },
  });
}
