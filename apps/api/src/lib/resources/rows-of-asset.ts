/** The `where` shared by every table whose rows belong to one asset through `(tenantId, assetType, assetId)`. */
import { and, eq, type Column } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';

interface AssetOwnedTable {
  tenantId: Column;
  assetType: Column;
  assetId: Column;
}

/** The rows of `table` that belong to the tenant's asset `assetType`/`assetID`. */
export function rowsOfAsset(table: AssetOwnedTable, tenantID: string, assetType: AssetType, assetID: string) {
  return and(eq(table.tenantId, tenantID), eq(table.assetType, assetType), eq(table.assetId, assetID));
}
