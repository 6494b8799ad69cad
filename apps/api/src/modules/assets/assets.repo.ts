/**
 * The asset tree's rows, one statement per level whatever the size of the tree. Each level names
 * the tenant as well as running under its row-level security: a statement is right on its own, not
 * only because of the policy around it.
 */
import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssetTreeQuery } from '@freeboard/shared/assets/asset-tree.schemas';
import type { AssetType, ConsequenceClass } from '@freeboard/shared/common/assets';
import { crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { cacheDependencies } from '../../lib/cache-dependencies';
import type { AssetTreeLevel } from './asset-tree';

/*
 * The subqueries name the outer row by its table (`sites.id`): Drizzle writes a single table's columns
 * unqualified, which inside a subquery would name the subquery's own table.
 */

/** The highest class of the facilities under an infrastructure, or under a site. */
function highestFacilityClass(under: SQL): SQL<ConsequenceClass | null> {
  return sql<ConsequenceClass | null>`(select f.consequence_class from ${facilities} as f
    join ${infrastructures} as i on i.tenant_id = f.tenant_id and i.id = f.infrastructure_id
    where ${under} and f.consequence_class is not null
    order by freeboard_class_rank(f.consequence_class) desc limit 1)`;
}

/**
 * What differs between the levels, from the top: the table, the column naming the parent (none for
 * the sites) and the class shown. A row's children are the rows of the next level that name it.
 */
const levels = {
  site: {
    table: sites,
    parent: null,
    consequenceClass: highestFacilityClass(sql`i.tenant_id = sites.tenant_id and i.site_id = sites.id`),
  },
  infrastructure: {
    table: infrastructures,
    parent: infrastructures.siteId,
    consequenceClass: highestFacilityClass(sql`i.tenant_id = infrastructures.tenant_id and i.id = infrastructures.id`),
  },
  facility: {
    table: facilities,
    parent: facilities.infrastructureId,
    // Kept on the row by the database: the highest current class of its cross-sections.
    consequenceClass: facilities.consequenceClass,
  },
  'cross-section': {
    table: crossSections,
    parent: crossSections.facilityId,
    consequenceClass: crossSections.consequenceClass,
  },
} satisfies Record<AssetType, unknown>;

const levelOrder: readonly AssetType[] = ['site', 'infrastructure', 'facility', 'cross-section'];

/** How many rows of the level below name the row of `assetType` as their parent; 0 at the bottom. */
function childCount(assetType: AssetType): SQL<number> {
  const below = levelOrder[levelOrder.indexOf(assetType) + 1];
  const parent = below && levels[below].parent;
  if (!parent) return sql<number>`0`;
  const outer = sql.identifier(getTableName(levels[assetType].table));
  return sql<number>`(select count(*)::int from ${levels[below].table} as c
    where c.tenant_id = ${outer}.tenant_id and c.${sql.identifier(parent.name)} = ${outer}.id)`;
}

/** One level of the tree: every asset of its kind in the tenant, or those under `parentIDs`. */
function readLevel(tx: TenantTransaction, tenantID: string, assetType: AssetType, parentIDs: string[] | null) {
  const { table, parent, consequenceClass } = levels[assetType];
  return tx
    .select({
      id: table.id,
      parentID: parent ?? sql<string | null>`null`,
      code: table.code,
      name: table.name,
      consequenceClass,
      childCount: childCount(assetType),
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantID), parent && parentIDs ? inArray(parent, parentIDs) : undefined))
    .orderBy(asc(table.code));
}

/**
 * The levels the query asks for, from the sites or from the parent's children, each read for the
 * parents of the level above (the whole level when the answer starts at the sites). `null` when the
 * parent is not an asset of the tenant.
 */
export async function readAssetTreeLevels(
  tx: TenantTransaction,
  tenantID: string,
  query: AssetTreeQuery,
): Promise<AssetTreeLevel[] | null> {
  const first = query.parentType ? levelOrder.indexOf(query.parentType) + 1 : 0;
  const last = Math.min(levelOrder.length, first + (query.depth ?? levelOrder.length));
  let parentIDs = query.parentID ? [query.parentID] : null;
  const levels: AssetTreeLevel[] = [];
  // One after the other: a transaction is one connection (never Promise.all on one tx).
  for (let index = first; index < last; index += 1) {
    const assetType = levelOrder[index]!;
    const rows = await readLevel(tx, tenantID, assetType, parentIDs);
    if (index === first && query.parentType && query.parentID && rows.length === 0) {
      if (!(await parentExists(tx, tenantID, query.parentType, query.parentID))) return null;
    }
    levels.push({ assetType, rows });
    // Below a parent, each level is read for the level above it; from the sites, every row belongs.
    if (parentIDs) parentIDs = rows.map((row) => row.id);
    if (parentIDs?.length === 0) break;
  }
  return levels;
}

async function parentExists(tx: TenantTransaction, tenantID: string, assetType: AssetType, assetID: string) {
  const { table } = levels[assetType];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.tenantId} = ${tenantID} and ${table.id} = ${assetID}`);
  return rows.length > 0;
}

/** What the cached asset tree is read from. */
export const assetTreeReadsFrom = cacheDependencies(sites, infrastructures, facilities, crossSections);
