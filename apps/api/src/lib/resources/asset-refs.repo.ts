/**
 * Records that point at one asset of any kind through `(assetType, assetID)`: the asset named in
 * the record's own statement (`AssetRef`), and the lookup that a write checks it with.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { qualified } from './qualified';

export const assetTables = {
  site: sites,
  infrastructure: infrastructures,
  facility: facilities,
  'cross-section': crossSections,
} as const;

/** The tenant's asset, named; null when it has none of that kind with that ID. */
export async function findAsset(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
): Promise<AssetRef | null> {
  const table = assetTables[assetType];
  const [row] = await tx
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantID), eq(table.id, assetID)));
  return row ? { assetType, assetID: row.id, code: row.code, name: row.name } : null;
}

interface PointsAtAnAsset {
  tenantId: AnyPgColumn;
  assetType: AnyPgColumn;
  assetId: AnyPgColumn;
}

/**
 * The asset the outer row points at, as a JSON `AssetRef` (null when none): one correlated lookup
 * by primary key, whatever its kind. A list that shows it names the asset tables among the tables
 * its cached answer depends on, so a renamed asset reaches it.
 */
export function assetRefOf(table: PointsAtAnAsset): SQL<AssetRef | null> {
  const outer = {
    tenantId: qualified(table.tenantId),
    assetType: qualified(table.assetType),
    assetId: qualified(table.assetId),
  };
  const branches = Object.entries(assetTables).map(
    ([assetType, assetTable]) =>
      sql`when ${assetType} then (select json_build_object('assetType', ${assetType}::text, 'assetID', a.id, 'code', a.code, 'name', a.name) from ${assetTable} a where a.tenant_id = ${outer.tenantId} and a.id = ${outer.assetId})`,
  );
  return sql<AssetRef | null>`(case ${outer.assetType} ${sql.join(branches, sql` `)} end)`;
}
