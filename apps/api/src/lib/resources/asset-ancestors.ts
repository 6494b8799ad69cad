/**
 * The assets above a record of the tree, site first, as one correlated subquery per row: a JSON
 * array of `{ assetType, assetID, code, name }` (`AssetRef`). Lists that show it name the parent
 * tables among the tables their cached answer depends on, so a renamed site reaches every list.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';

const refOf = (assetType: string, alias: string) =>
  sql.raw(
    `json_build_object('assetType', '${assetType}', 'assetID', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name)`,
  );

/** The path up from a parent: which table each level is, and how it joins the level below. */
const levels = {
  site: { table: 'sites', alias: 'ancestor_site', parentColumn: null },
  infrastructure: { table: 'infrastructures', alias: 'ancestor_infrastructure', parentColumn: 'site_id' },
  facility: { table: 'facilities', alias: 'ancestor_facility', parentColumn: 'infrastructure_id' },
} as const;
type Level = keyof typeof levels;
const order: Level[] = ['site', 'infrastructure', 'facility'];

/**
 * `parent`: the level of the record's direct parent; `tenantID` and `parentID`: the outer row's
 * columns, named with their table (`qualified`).
 */
export function ancestorsOf(parent: Level, outer: { tenantID: SQL; parentID: SQL }): SQL<AssetRef[]> {
  const chain = order.slice(0, order.indexOf(parent) + 1);
  const nearest = levels[parent];
  // Join upwards from the parent: facility → its infrastructure → its site.
  const joins = chain
    .slice(0, -1)
    .reverse()
    .map((level, index, above) => {
      const below = levels[index === 0 ? parent : above[index - 1]!];
      const current = levels[level];
      return sql.raw(
        ` inner join ${current.table} ${current.alias} on ${current.alias}.tenant_id = ${below.alias}.tenant_id and ${current.alias}.id = ${below.alias}.${below.parentColumn}`,
      );
    });
  const objects = sql.join(
    chain.map((level) => refOf(level, levels[level].alias)),
    sql`, `,
  );
  return sql<
    AssetRef[]
  >`(select json_build_array(${objects}) from ${sql.raw(`${nearest.table} ${nearest.alias}`)}${sql.join(joins)}
    where ${sql.raw(nearest.alias)}.tenant_id = ${outer.tenantID} and ${sql.raw(nearest.alias)}.id = ${outer.parentID})`;
}
