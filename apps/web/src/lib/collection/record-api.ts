/**
 * One area's calls as CONTRACT §9 lays them out for every resource: `GET` a list (searched, filtered
 * and sorted by the server, a page at a time) and one record, `POST` (201), `PATCH` with the version
 * read (409 when stale), `DELETE` (204; 409 while other records still depend on it).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import { listEnvelope } from '@freeboard/shared/common/list-query';
import type * as z from 'zod/mini';
import { http } from '../api';
import type { AreaKeys } from '../area-keys';
import { forTenant, tenantOf } from '../tenant-scope';

export const listPageSize = 50;

interface RecordApiOptions<Schema extends z.ZodMiniType> {
  keys: AreaKeys;
  /** The collection under `/api`, such as `/facilities`. */
  path: string;
  schema: Schema;
}

export function recordApi<Schema extends z.ZodMiniType, CreateInput, UpdateInput>({
  keys,
  path,
  schema,
}: RecordApiOptions<Schema>) {
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
    async list(tenantID: string, query: object, cursor: string | null, limit = listPageSize) {
      const params = { ...query, limit, ...(cursor ? { cursor } : {}) };
      const response = await http.get(path, { params, ...forTenant(tenantID) });
      return listResponseSchema.parse(response.data);
    },
    /** Pages of `limit` records; a list page uses the default, a choice among all of them takes the most a page may hold. */
    listOptions<Query extends object>(tenantID: string | null, query: Query, limit = listPageSize) {
      return infiniteQueryOptions({
        queryKey: keys.list(tenantID, limit === listPageSize ? query : { ...query, limit }),
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

/** What the write hooks need of an area's calls. */
export interface RecordWrites<Record, CreateInput, UpdateInput> {
  keys: AreaKeys;
  create: (tenantID: string, input: CreateInput) => Promise<Record>;
  update: (tenantID: string, recordID: string, input: UpdateInput) => Promise<Record>;
  remove: (tenantID: string, recordID: string) => Promise<void>;
}
