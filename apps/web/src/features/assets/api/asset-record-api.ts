/**
 * One asset kind's calls (CONTRACT §9), the same for sites, infrastructures, facilities and
 * cross-sections: `GET` a list (searched, filtered and sorted by the server, a page at a time) and
 * one record, `POST` (201), `PATCH` with the version read (409 when stale), `DELETE` (204; 409 while
 * it still has children).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { listEnvelope } from '@freeboard/shared/common/list-query';
import type * as z from 'zod/mini';
import { http } from '../../../lib/api';
import type { AreaKeys } from '../../../lib/area-keys';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

export const assetListPageSize = 50;

interface AssetRecordApiOptions<Schema extends z.ZodMiniType> {
  keys: AreaKeys;
  /** The collection under `/api`, such as `/facilities`. */
  path: string;
  schema: Schema;
}

export function assetRecordApi<Schema extends z.ZodMiniType, CreateInput, UpdateInput>({
  keys,
  path,
  schema,
}: AssetRecordApiOptions<Schema>) {
  type Record = z.infer<Schema>;
  const responseSchema = dataEnvelope(schema);
  const listResponseSchema = listEnvelope(schema);
  const recordPath = (recordID: string) => `${path}/${encodeURIComponent(recordID)}`;
  const recordOf = (data: unknown) => (responseSchema.parse(data) as { data: Record }).data;

  const api = {
    keys,
    async get(tenantID: string, recordID: string): Promise<Record> {
      return recordOf((await http.get(recordPath(recordID), forTenant(tenantID))).data);
    },
    detailOptions(tenantID: string | null, recordID: string) {
      return queryOptions({
        queryKey: keys.detail(tenantID, recordID),
        queryFn: ({ queryKey }) => api.get(tenantOf(queryKey), recordID),
        enabled: tenantID !== null,
      });
    },
    async list(tenantID: string, query: object, cursor: string | null, limit = assetListPageSize) {
      const params = { ...query, limit, ...(cursor ? { cursor } : {}) };
      const response = await http.get(path, { params, ...forTenant(tenantID) });
      return listResponseSchema.parse(response.data);
    },
    /** Pages of `limit` records; a list page uses the default, a choice of parent takes the most a page may hold. */
    listOptions<Query extends object>(tenantID: string | null, query: Query, limit = assetListPageSize) {
      return infiniteQueryOptions({
        queryKey: keys.list(tenantID, limit === assetListPageSize ? query : { ...query, limit }),
        queryFn: ({ queryKey, pageParam }) => api.list(tenantOf(queryKey), query, pageParam, limit),
        initialPageParam: null as string | null,
        getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
        enabled: tenantID !== null,
      });
    },
    async create(tenantID: string, input: CreateInput): Promise<Record> {
      return recordOf((await http.post(path, input, forTenant(tenantID))).data);
    },
    async update(tenantID: string, recordID: string, input: UpdateInput): Promise<Record> {
      return recordOf((await http.patch(recordPath(recordID), input, forTenant(tenantID))).data);
    },
    async remove(tenantID: string, recordID: string): Promise<void> {
      await http.delete(recordPath(recordID), forTenant(tenantID));
    },
  };
  return api;
}

/** What the write hooks need of an asset kind's calls. */
export interface AssetWrites<Record, CreateInput, UpdateInput> {
  keys: AreaKeys;
  create: (tenantID: string, input: CreateInput) => Promise<Record>;
  update: (tenantID: string, recordID: string, input: UpdateInput) => Promise<Record>;
  remove: (tenantID: string, recordID: string) => Promise<void>;
}
