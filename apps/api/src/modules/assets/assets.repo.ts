/** The asset tree's rows, one statement per level whatever the size of the tree. */
import { asc, eq } from 'drizzle-orm';
import { crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import type { AssetTreeRows } from './asset-tree';
import { cacheDependencies } from '../../lib/cache-dependencies';

/**
 * Each level names the tenant as well as running under its row-level security: a statement is right
 * on its own, not only because of the policy around it.
 */
export async function readAssetTreeRows(tx: TenantTransaction, tenantID: string): Promise<AssetTreeRows> {
  // One after the other: a transaction is one connection (never Promise.all on one tx).
  const siteRows = await tx
    .select({ id: sites.id, code: sites.code, name: sites.name })
    .from(sites)
    .where(eq(sites.tenantId, tenantID))
    .orderBy(asc(sites.code));
  const infrastructureRows = await tx
    .select({
      id: infrastructures.id,
      parentID: infrastructures.siteId,
      code: infrastructures.code,
      name: infrastructures.name,
    })
    .from(infrastructures)
    .where(eq(infrastructures.tenantId, tenantID))
    .orderBy(asc(infrastructures.code));
  const facilityRows = await tx
    .select({
      id: facilities.id,
      parentID: facilities.infrastructureId,
      code: facilities.code,
      name: facilities.name,
      consequenceClass: facilities.consequenceClass,
    })
    .from(facilities)
    .where(eq(facilities.tenantId, tenantID))
    .orderBy(asc(facilities.code));
  const crossSectionRows = await tx
    .select({
      id: crossSections.id,
      parentID: crossSections.facilityId,
      code: crossSections.code,
      name: crossSections.name,
      consequenceClass: crossSections.consequenceClass,
    })
    .from(crossSections)
    .where(eq(crossSections.tenantId, tenantID))
    .orderBy(asc(crossSections.code));
  return {
    sites: siteRows,
    infrastructures: infrastructureRows,
    facilities: facilityRows,
    crossSections: crossSectionRows,
  };
}

/** What the cached asset tree is read from. */
export const assetTreeReadsFrom = cacheDependencies(sites, infrastructures, facilities, crossSections);
