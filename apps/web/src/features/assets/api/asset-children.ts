/**
 * The children of an asset, one level down: the child kind's list narrowed to this parent
 * (`/facilities?infrastructureID=…`), its first page. Each is read for what a record's Information
 * shows of it (code, name, class); the list's own total says how many there are in all.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import { consequenceClasses } from '@freeboard/shared/common/assets';
import { listEnvelope } from '@freeboard/shared/common/list-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { areaKeys } from '../../../lib/area-keys';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { assetKinds } from '../asset-kinds';

/** How many children a record page shows before linking to the whole list. */
export const childrenShown = 20;

const childSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  consequenceClass: z.nullable(z.enum(consequenceClasses)),
});

export interface AssetChild {
  assetID: string;
  code: string;
  name: string;
  consequenceClass: (typeof consequenceClasses)[number] | null;
}

export function assetChildrenQueryOptions(tenantID: string | null, type: AssetType, assetID: string) {
  const parent = assetKinds[type];
  const child = assetKinds[parent.child ?? type];
  const query = { [parent.parentField]: assetID, limit: childrenShown };
  return queryOptions({
    // Under the child kind's area: a write to any of its records refreshes it.
    queryKey: [...areaKeys(child.collection).list(tenantID, query), 'children'] as const,
    queryFn: async ({ queryKey }) => {
      const response = await http.get(`/${child.collection}`, { params: query, ...forTenant(tenantOf(queryKey)) });
      const { data, meta } = listEnvelope(childSchema).parse(response.data);
      const children: AssetChild[] = data.map((item) => ({
        assetID: String(item[child.idField]),
        code: item.code,
        name: item.name,
        consequenceClass: item.consequenceClass,
      }));
      return { children, total: meta.total };
    },
    enabled: tenantID !== null && parent.child !== null,
  });
}
