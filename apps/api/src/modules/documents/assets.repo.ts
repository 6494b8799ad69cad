/** Looks up assets of any type by ID, within the tenant (row-level security applies). */
import { sql, type SQL } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/common.schemas';
import { assetTables } from '../../lib/resources/asset-refs.repo';
import type { TenantTransaction } from '../../db/tenant';

export { findAsset } from '../../lib/resources/asset-refs.repo';

/** Names of many assets at once, in one statement whatever the mix of asset types. */
export async function assetNames(
  tx: TenantTransaction,
  tenantID: string,
  refs: { assetType: AssetType; assetID: string }[],
): Promise<Map<string, string>> {
  const selects: SQL[] = [];
  for (const assetType of Object.keys(assetTables) as AssetType[]) {
    const ids = [...new Set(refs.filter((ref) => ref.assetType === assetType).map((ref) => ref.assetID))];
    if (ids.length === 0) continue;
    const table = assetTables[assetType];
    selects.push(
      sql`select ${assetType}::text as asset_type, ${table.id}::text as id, ${table.name} as name from ${table} where ${table.tenantId} = ${tenantID} and ${table.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  const names = new Map<string, string>();
  if (selects.length === 0) return names;
  const result = await tx.execute(sql.join(selects, sql` union all `));
  for (const row of (result as { rows: { asset_type: string; id: string; name: string }[] }).rows) {
    names.set(`${row.asset_type}:${row.id}`, row.name);
  }
  return names;
}
