/** Queries of design criteria and the asset chain they are inherited along, inside a tenant transaction. */
import { and, eq, or, sql } from 'drizzle-orm';
import type { AssetType, ConsequenceClass } from '@freeboard/shared/common/assets';
import {
  criteriaDefaults,
  crossSections,
  designCriteria,
  facilities,
  infrastructures,
  sites,
} from '../../db/schema/index';
import type { CriteriaValues } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { TenantTransaction } from '../../db/tenant';
import { qualified } from '../../lib/resources/qualified';
import { rowsOfAsset } from '../../lib/resources/rows-of-asset';

export interface ChainLink {
  assetType: AssetType;
  assetID: string;
}

export interface AssetChain {
  code: string;
  /** The element itself first, then each level up to its site. */
  links: ChainLink[];
  consequenceClass: ConsequenceClass | null;
}

/** The highest class of the facilities matching `where` (those of an infrastructure, or of a site). */
const highestFacilityClass = (where: ReturnType<typeof sql>) =>
  sql<ConsequenceClass | null>`(select f.consequence_class from facilities f
    inner join infrastructures i on i.tenant_id = f.tenant_id and i.id = f.infrastructure_id
    where ${where} and f.consequence_class is not null
    order by freeboard_class_rank(f.consequence_class) desc limit 1)`;

/** Levels of the tree from the bottom up, the order of a chain's links. */
const levelsUp = ['cross-section', 'facility', 'infrastructure', 'site'] as const satisfies AssetType[];

/**
 * The chain of a row that holds, under each level's asset type, the ID of the element or of its
 * ancestor at that level (absent for the levels below the element).
 */
function chainFrom(
  row: ({ code: string; consequenceClass: ConsequenceClass | null } & Partial<Record<AssetType, string>>) | undefined,
): AssetChain | null {
  if (!row) return null;
  const links = levelsUp.flatMap((assetType) => {
    const assetID = row[assetType];
    return assetID === undefined ? [] : [{ assetType, assetID }];
  });
  return { code: row.code, consequenceClass: row.consequenceClass, links };
}

export async function findAssetChain(
  tx: TenantTransaction,
  tenantID: string,
  assetType: AssetType,
  assetID: string,
): Promise<AssetChain | null> {
  const up = {
    infrastructure: and(eq(infrastructures.tenantId, sites.tenantId), eq(infrastructures.siteId, sites.id)),
    facility: and(
      eq(facilities.tenantId, infrastructures.tenantId),
      eq(facilities.infrastructureId, infrastructures.id),
    ),
    crossSection: and(eq(crossSections.tenantId, facilities.tenantId), eq(crossSections.facilityId, facilities.id)),
  };
  switch (assetType) {
    case 'site': {
      const [row] = await tx
        .select({
          code: sites.code,
          site: sites.id,
          consequenceClass: highestFacilityClass(
            sql`i.tenant_id = ${qualified(sites.tenantId)} and i.site_id = ${qualified(sites.id)}`,
          ),
        })
        .from(sites)
        .where(and(eq(sites.tenantId, tenantID), eq(sites.id, assetID)));
      return chainFrom(row);
    }
    case 'infrastructure': {
      const [row] = await tx
        .select({
          code: infrastructures.code,
          infrastructure: infrastructures.id,
          site: sites.id,
          consequenceClass: highestFacilityClass(
            sql`i.tenant_id = ${qualified(infrastructures.tenantId)} and i.id = ${qualified(infrastructures.id)}`,
          ),
        })
        .from(infrastructures)
        .innerJoin(sites, up.infrastructure)
        .where(and(eq(infrastructures.tenantId, tenantID), eq(infrastructures.id, assetID)));
      return chainFrom(row);
    }
    case 'facility': {
      const [row] = await tx
        .select({
          code: facilities.code,
          facility: facilities.id,
          infrastructure: infrastructures.id,
          site: sites.id,
          consequenceClass: facilities.consequenceClass,
        })
        .from(facilities)
        .innerJoin(infrastructures, up.facility)
        .innerJoin(sites, up.infrastructure)
        .where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, assetID)));
      return chainFrom(row);
    }
    case 'cross-section': {
      const [row] = await tx
        .select({
          code: crossSections.code,
          'cross-section': crossSections.id,
          facility: facilities.id,
          infrastructure: infrastructures.id,
          site: sites.id,
          // Not yet rated: its facility's class (the highest of its neighbours') is the cautious one.
          consequenceClass: sql<ConsequenceClass | null>`coalesce(${crossSections.consequenceClass}, ${facilities.consequenceClass})`,
        })
        .from(crossSections)
        .innerJoin(facilities, up.crossSection)
        .innerJoin(infrastructures, up.facility)
        .innerJoin(sites, up.infrastructure)
        .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, assetID)));
      return chainFrom(row);
    }
  }
}

export type CriteriaRow = typeof designCriteria.$inferSelect;

/** The values set at each element of the chain (elements without any have no row). */
export async function criteriaAlong(tx: TenantTransaction, tenantID: string, links: ChainLink[]) {
  return tx
    .select()
    .from(designCriteria)
    .where(
      and(
        eq(designCriteria.tenantId, tenantID),
        or(
          ...links.map((link) =>
            and(eq(designCriteria.assetType, link.assetType), eq(designCriteria.assetId, link.assetID)),
          ),
        ),
      ),
    );
}

export async function tenantDefaults(
  tx: TenantTransaction,
  tenantID: string,
  consequenceClass: ConsequenceClass,
): Promise<CriteriaValues> {
  const [row] = await tx
    .select({ values: criteriaDefaults.values })
    .from(criteriaDefaults)
    .where(and(eq(criteriaDefaults.tenantId, tenantID), eq(criteriaDefaults.consequenceClass, consequenceClass)));
  return row?.values ?? {};
}

/**
 * Writes the values set at one element when its criteria are still at `version` (0: none set yet).
 * False when someone else wrote them first.
 */
export async function writeCriteriaAtVersion(
  tx: TenantTransaction,
  tenantID: string,
  link: ChainLink,
  version: number,
  values: CriteriaValues,
): Promise<boolean> {
  if (version === 0) {
    const inserted = await tx
      .insert(designCriteria)
      .values({ tenantId: tenantID, assetType: link.assetType, assetId: link.assetID, values })
      .onConflictDoNothing()
      .returning({ version: designCriteria.version });
    return inserted.length === 1;
  }
  const updated = await tx
    .update(designCriteria)
    .set({ values, version: sql`${designCriteria.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(rowsOfAsset(designCriteria, tenantID, link.assetType, link.assetID), eq(designCriteria.version, version)),
    )
    .returning({ version: designCriteria.version });
  return updated.length === 1;
}
