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

/**
 * The asset and every asset below it, as `(asset_type, asset_id)` rows: a site's infrastructures,
 * facilities and cross-sections, a facility's cross-sections. What "the risks of a site" means to
 * the people who own it, and what its open-risk and overdue-action counts count.
 */
export function assetsWithin(tenantID: string, assetType: AssetType, assetID: string): SQL {
  const self = sql`select ${assetType}::text as asset_type, ${assetID}::uuid as asset_id`;
  const infrastructuresOfSite = sql`select i.id from ${infrastructures} i where i.tenant_id = ${tenantID} and i.site_id = ${assetID}`;
  const facilitiesOf = (infrastructureIDs: SQL) =>
    sql`select f.id from ${facilities} f where f.tenant_id = ${tenantID} and f.infrastructure_id in (${infrastructureIDs})`;
  const crossSectionsOf = (facilityIDs: SQL) =>
    sql`select 'cross-section'::text, x.id from ${crossSections} x where x.tenant_id = ${tenantID} and x.facility_id in (${facilityIDs})`;
  switch (assetType) {
    case 'site':
      return sql`${self} union all select 'infrastructure'::text, id from (${infrastructuresOfSite}) below
        union all select 'facility'::text, id from (${facilitiesOf(infrastructuresOfSite)}) below
        union all ${crossSectionsOf(facilitiesOf(infrastructuresOfSite))}`;
    case 'infrastructure': {
      const own = sql`select ${assetID}::uuid`;
      return sql`${self} union all select 'facility'::text, id from (${facilitiesOf(own)}) below
        union all ${crossSectionsOf(facilitiesOf(own))}`;
    }
    case 'facility':
      return sql`${self} union all ${crossSectionsOf(sql`select ${assetID}::uuid`)}`;
    case 'cross-section':
      return self;
  }
}

/** `(assetType, assetId)` of a row is the asset or one below it. */
export function isWithinAsset(table: PointsAtAnAsset, tenantID: string, assetType: AssetType, assetID: string): SQL {
  return sql`(${table.assetType}, ${table.assetId}) in (${assetsWithin(tenantID, assetType, assetID)})`;
}
