/**
 * Assets of one kind read for what names them elsewhere (code, name, class), not for their own
 * page: the children on a record page and the choices of a parent. Read from the kind's own list
 * (`/facilities?infrastructureID=…`) and cached under its area, so a write to that kind refreshes them.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { consequenceClasses } from '@freeboard/shared/common/assets';
import { listEnvelope } from '@freeboard/shared/common/list-query';
import * as z from 'zod/mini';
import { http } from '../api';
import { areaKeys } from '../area-keys';
import { forTenant, tenantOf } from '../tenant-scope';
import { assetKinds, type AssetKind } from './asset-kinds';

/** How many children a record page shows before linking to the whole list. */
export const childrenShown = 20;

/** The most records one list request may return (CONTRACT §9): few requests for a long list of parents. */
const choicesPageSize = 200;

const summarySchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  consequenceClass: z.nullable(z.enum(consequenceClasses)),
});

export interface AssetSummary {
  assetID: string;
  code: string;
  name: string;
  consequenceClass: (typeof consequenceClasses)[number] | null;
}

async function getSummaries(tenantID: string, collection: AssetKind['collection'], query: object) {
  // Found from the collection, which the query key names: the key then says all the request depends on.
  const { idField } = Object.values(assetKinds).find((kind) => kind.collection === collection)!;
  const response = await http.get(`/${collection}`, { params: query, ...forTenant(tenantID) });
  const { data, meta } = listEnvelope(summarySchema).parse(response.data);
  const summaries: AssetSummary[] = data.map((item) => ({
    assetID: String(item[idField]),
    code: item.code,
    name: item.name,
    consequenceClass: item.consequenceClass,
  }));
  return { summaries, meta };
}

/** The children of an asset, one level down: the first ones, and how many there are in all. */
export function assetChildrenQueryOptions(tenantID: string | null, type: AssetType, assetID: string) {
  const parent = assetKinds[type];
  const child = assetKinds[parent.child ?? type];
  const query = { [parent.parentField]: assetID, limit: childrenShown };
  return queryOptions({
    queryKey: [...areaKeys(child.collection).list(tenantID, query), 'children'] as const,
    queryFn: async ({ queryKey }) => {
      const { summaries, meta } = await getSummaries(tenantOf(queryKey), child.collection, query);
      return { children: summaries, total: meta.total };
    },
    enabled: tenantID !== null && parent.child !== null,
  });
}

/** Every asset of a kind by code, a page at a time: the choices of a parent or a list filter. */
export function assetChoicesQueryOptions(tenantID: string | null, type: AssetType) {
  const kind = assetKinds[type];
  const query = { sort: 'code', limit: choicesPageSize };
  return infiniteQueryOptions({
    queryKey: [...areaKeys(kind.collection).list(tenantID, query), 'choices'] as const,
    queryFn: ({ queryKey, pageParam }) =>
      getSummaries(tenantOf(queryKey), kind.collection, { ...query, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
  });
}
