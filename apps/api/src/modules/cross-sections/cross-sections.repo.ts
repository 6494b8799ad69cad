/** Queries of cross-sections, always inside a tenant transaction. */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { parseSort } from '@freeboard/shared/common/list-query';
import type {
  CrossSection,
  CrossSectionListQuery,
  crossSectionSortFields,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import type { CodeSeries } from '../../lib/resources/codes';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';
import { cacheDependencies } from '../../lib/cache-dependencies';

export type CrossSectionRow = typeof crossSections.$inferSelect;

/** The fields a person edits, named as the API names them (`facilityID`). */
export type CrossSectionValues = Omit<
  typeof crossSections.$inferInsert,
  'tenantId' | 'id' | 'facilityId' | 'consequenceClass' | 'version' | 'createdAt' | 'updatedAt'
> & { facilityID: string };

function columnsOf({ facilityID, ...values }: Partial<CrossSectionValues>) {
  return facilityID === undefined ? values : { ...values, facilityId: facilityID };
}

export const crossSectionCodes: CodeSeries = {
  prefix: 'XS',
  table: crossSections,
  column: crossSections.code,
  tenantColumn: crossSections.tenantId,
};

const sortColumns: SortColumns<(typeof crossSectionSortFields)[number]> = {
  code: { column: crossSections.code, kind: 'text' },
  name: { column: crossSections.name, kind: 'text' },
  createdAt: { column: crossSections.createdAt, kind: 'timestamp' },
  updatedAt: { column: crossSections.updatedAt, kind: 'timestamp' },
};

/**
 * Where it sits, computed per row. Its class is kept on the row by the database from its newest
 * rating: nothing to compute for that.
 */
const computed = {
  ancestors: ancestorsOf('facility', {
    tenantID: qualified(crossSections.tenantId),
    parentID: qualified(crossSections.facilityId),
  }),
};

type CrossSectionWithAncestors = CrossSectionRow & { ancestors: AssetRef[] };

export function toCrossSection(row: CrossSectionWithAncestors): CrossSection {
  return {
    crossSectionID: row.id,
    facilityID: row.facilityId,
    ancestors: row.ancestors,
    code: row.code,
    name: row.name,
    description: row.description,
    chainageM: row.chainageM,
    crestElevationMasl: row.crestElevationMasl,
    heightM: row.heightM,
    upstreamSlope: row.upstreamSlope,
    downstreamSlope: row.downstreamSlope,
    foundation: row.foundation,
    materials: row.materials,
    consequenceClass: row.consequenceClass,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function filtersOf(tenantID: string, query: CrossSectionListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(crossSections.tenantId, tenantID),
    query.facilityID ? eq(crossSections.facilityId, query.facilityID) : undefined,
    search ? or(ilike(crossSections.code, search), ilike(crossSections.name, search)) : undefined,
  );
}

export async function listCrossSections(tx: TenantTransaction, tenantID: string, query: CrossSectionListQuery) {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: sortColumns,
    idColumn: crossSections.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: CrossSectionWithAncestors & { sortKey: string }) => row.id,
  });
  const where = filtersOf(tenantID, query);
  // One statement after the other: a transaction is one connection, which runs one at a time anyway.
  const rows = await tx
    .select({ crossSection: crossSections, sortKey: page.sortKey, ...computed })
    .from(crossSections)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(crossSections).where(where);
  const { rows: pageRows, nextCursor } = page.page(
    rows.map(({ crossSection, ...rest }) => ({ ...crossSection, ...rest })),
  );
  return { crossSections: pageRows.map(toCrossSection), total, nextCursor };
}

export async function findCrossSection(
  tx: TenantTransaction,
  tenantID: string,
  crossSectionID: string,
): Promise<CrossSection | null> {
  const [row] = await tx
    .select({ crossSection: crossSections, ...computed })
    .from(crossSections)
    .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, crossSectionID)));
  return row ? toCrossSection({ ...row.crossSection, ancestors: row.ancestors }) : null;
}

export async function findCrossSectionRow(
  tx: TenantTransaction,
  tenantID: string,
  crossSectionID: string,
): Promise<CrossSectionRow | null> {
  const [row] = await tx
    .select()
    .from(crossSections)
    .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, crossSectionID)));
  return row ?? null;
}

/** Whether the tenant has this facility (another tenant's is not visible, so it is not). */
export async function facilityExists(tx: TenantTransaction, tenantID: string, facilityID: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, facilityID)));
  return row !== undefined;
}

export async function insertCrossSection(
  tx: TenantTransaction,
  tenantID: string,
  crossSectionID: string,
  values: CrossSectionValues,
) {
  const { facilityID, ...rest } = values;
  await tx.insert(crossSections).values({ ...rest, facilityId: facilityID, tenantId: tenantID, id: crossSectionID });
}

/** Applies the change when the version still matches; false when it does not (or the row is gone). */
export async function updateCrossSectionAtVersion(
  tx: TenantTransaction,
  tenantID: string,
  crossSectionID: string,
  version: number,
  values: Partial<CrossSectionValues>,
): Promise<boolean> {
  const updated = await tx
    .update(crossSections)
    .set({ ...columnsOf(values), version: sql`${crossSections.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(crossSections.tenantId, tenantID),
        eq(crossSections.id, crossSectionID),
        eq(crossSections.version, version),
      ),
    )
    .returning({ id: crossSections.id });
  return updated.length === 1;
}

/** Its consequence ratings and stability results go with it (the database cascades to them). */
export async function deleteCrossSectionRow(tx: TenantTransaction, tenantID: string, crossSectionID: string) {
  await tx.delete(crossSections).where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.id, crossSectionID)));
}

/** What a cached page of cross-sections is read from: their facilities and the places above them. */
export const crossSectionListReadsFrom = cacheDependencies(crossSections, facilities, infrastructures, sites);
