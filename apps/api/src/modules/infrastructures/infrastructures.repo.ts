/** Queries of infrastructures, always inside a tenant transaction. */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { parseSort } from '@freeboard/shared/common/list-query';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type {
  Infrastructure,
  InfrastructureListQuery,
  infrastructureSortFields,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { facilities, infrastructures, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import type { CodeSeries } from '../../lib/resources/codes';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';
import { cacheDependencies } from '../../lib/cache-dependencies';

export type InfrastructureRow = typeof infrastructures.$inferSelect;
/** The fields a person edits, named as the API names them (`siteID`). */
export type InfrastructureValues = Omit<
  typeof infrastructures.$inferInsert,
  'tenantId' | 'id' | 'siteId' | 'version' | 'createdAt' | 'updatedAt'
> & { siteID: string };

function columnsOf({ siteID, ...values }: Partial<InfrastructureValues>) {
  return siteID === undefined ? values : { ...values, siteId: siteID };
}

export const infrastructureCodes: CodeSeries = {
  prefix: 'I',
  table: infrastructures,
  column: infrastructures.code,
  tenantColumn: infrastructures.tenantId,
};

const sortColumns: SortColumns<(typeof infrastructureSortFields)[number]> = {
  code: { column: infrastructures.code, kind: 'text' },
  name: { column: infrastructures.name, kind: 'text' },
  type: { column: infrastructures.type, kind: 'text' },
  createdAt: { column: infrastructures.createdAt, kind: 'timestamp' },
  updatedAt: { column: infrastructures.updatedAt, kind: 'timestamp' },
};

/** The outer `infrastructures` row, named with its table (see `qualified`). */
const infrastructure = {
  id: qualified(infrastructures.id),
  tenantId: qualified(infrastructures.tenantId),
  siteId: qualified(infrastructures.siteId),
};

/** Columns of the subqueries below, named with their table (see `qualified`). */
const facility = {
  tenantId: qualified(facilities.tenantId),
  infrastructureId: qualified(facilities.infrastructureId),
  consequenceClass: qualified(facilities.consequenceClass),
};

const ownFacilities = sql`${facilities} where ${facility.tenantId} = ${infrastructure.tenantId}
  and ${facility.infrastructureId} = ${infrastructure.id}`;

/** Computed per infrastructure by the database, for a page of infrastructures at a time. */
const computed = {
  ancestors: ancestorsOf('site', { tenantID: infrastructure.tenantId, parentID: infrastructure.siteId }),
  facilityCount: sql<number>`(select count(*)::int from ${ownFacilities})`,
  /** The highest class of its facilities (each kept by the database from its cross-sections' ratings). */
  consequenceClass: sql<ConsequenceClass | null>`(select ${facility.consequenceClass} from ${ownFacilities}
    and ${facility.consequenceClass} is not null
    order by freeboard_class_rank(${facility.consequenceClass}) desc limit 1)`,
};

type InfrastructureWithCounts = InfrastructureRow & {
  ancestors: AssetRef[];
  facilityCount: number;
  consequenceClass: ConsequenceClass | null;
};

export function toInfrastructure(row: InfrastructureWithCounts): Infrastructure {
  return {
    infrastructureID: row.id,
    siteID: row.siteId,
    ancestors: row.ancestors,
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    phase: row.phase,
    facilityCount: row.facilityCount,
    consequenceClass: row.consequenceClass,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function filtersOf(tenantID: string, query: InfrastructureListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(infrastructures.tenantId, tenantID),
    query.siteID ? eq(infrastructures.siteId, query.siteID) : undefined,
    query.type ? eq(infrastructures.type, query.type) : undefined,
    search ? or(ilike(infrastructures.code, search), ilike(infrastructures.name, search)) : undefined,
  );
}

export async function listInfrastructures(tx: TenantTransaction, tenantID: string, query: InfrastructureListQuery) {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: sortColumns,
    idColumn: infrastructures.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: InfrastructureWithCounts & { sortKey: string }) => row.id,
  });
  const where = filtersOf(tenantID, query);
  // One statement after the other: a transaction is one connection, which runs one at a time anyway.
  const rows = await tx
    .select({ infrastructure: infrastructures, sortKey: page.sortKey, ...computed })
    .from(infrastructures)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(infrastructures).where(where);
  const { rows: pageRows, nextCursor } = page.page(
    rows.map(({ infrastructure, ...counts }) => ({ ...infrastructure, ...counts })),
  );
  return { infrastructures: pageRows.map(toInfrastructure), total, nextCursor };
}

export async function findInfrastructure(
  tx: TenantTransaction,
  tenantID: string,
  infrastructureID: string,
): Promise<Infrastructure | null> {
  const [row] = await tx
    .select({ infrastructure: infrastructures, ...computed })
    .from(infrastructures)
    .where(and(eq(infrastructures.tenantId, tenantID), eq(infrastructures.id, infrastructureID)));
  if (!row) return null;
  const { infrastructure: found, ...counts } = row;
  return toInfrastructure({ ...found, ...counts });
}

export async function findInfrastructureRow(
  tx: TenantTransaction,
  tenantID: string,
  infrastructureID: string,
): Promise<InfrastructureRow | null> {
  const [row] = await tx
    .select()
    .from(infrastructures)
    .where(and(eq(infrastructures.tenantId, tenantID), eq(infrastructures.id, infrastructureID)));
  return row ?? null;
}

/** Whether the tenant has this site (another tenant's is not visible, so it is not). */
export async function siteExists(tx: TenantTransaction, tenantID: string, siteID: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantID), eq(sites.id, siteID)));
  return row !== undefined;
}

export async function insertInfrastructure(
  tx: TenantTransaction,
  tenantID: string,
  infrastructureID: string,
  values: InfrastructureValues,
) {
  const { siteID, ...rest } = values;
  await tx.insert(infrastructures).values({ ...rest, siteId: siteID, tenantId: tenantID, id: infrastructureID });
}

/** Applies the change when the version still matches; false when it does not (or the row is gone). */
export async function updateInfrastructureAtVersion(
  tx: TenantTransaction,
  tenantID: string,
  infrastructureID: string,
  version: number,
  values: Partial<InfrastructureValues>,
): Promise<boolean> {
  const updated = await tx
    .update(infrastructures)
    .set({ ...columnsOf(values), version: sql`${infrastructures.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(infrastructures.tenantId, tenantID),
        eq(infrastructures.id, infrastructureID),
        eq(infrastructures.version, version),
      ),
    )
    .returning({ id: infrastructures.id });
  return updated.length === 1;
}

export async function countFacilitiesOf(tx: TenantTransaction, tenantID: string, infrastructureID: string) {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantID), eq(facilities.infrastructureId, infrastructureID)));
  return total;
}

export async function deleteInfrastructureRow(tx: TenantTransaction, tenantID: string, infrastructureID: string) {
  await tx
    .delete(infrastructures)
    .where(and(eq(infrastructures.tenantId, tenantID), eq(infrastructures.id, infrastructureID)));
}

/** What a cached page of infrastructures is read from: their sites and facility counts. */
export const infrastructureListReadsFrom = cacheDependencies(infrastructures, facilities, sites);
