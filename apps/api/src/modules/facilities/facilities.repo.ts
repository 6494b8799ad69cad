/** Queries of facilities, always inside a tenant transaction. */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { parseSort } from '@freeboard/shared/common/list-query';
import { itrbClasses, type ConsequenceClass } from '@freeboard/shared/common/assets';
import {
  type facilitySortFields,
  type Facility,
  type FacilityListQuery,
} from '@freeboard/shared/facilities/facilities.schemas';
import { assetAssignments, crossSections, facilities, infrastructures, risks, sites } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import type { CodeSeries } from '../../lib/resources/codes';
import { ancestorsOf } from '../../lib/resources/asset-ancestors';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';
import { cacheDependencies } from '../../lib/cache-dependencies';

export type FacilityRow = typeof facilities.$inferSelect;

/** The fields a person edits, named as the API names them (`infrastructureID`). */
export type FacilityValues = Omit<
  typeof facilities.$inferInsert,
  'tenantId' | 'id' | 'infrastructureId' | 'consequenceClass' | 'version' | 'createdAt' | 'updatedAt'
> & { infrastructureID: string };

export const facilityCodes: CodeSeries = {
  prefix: 'F',
  table: facilities,
  column: facilities.code,
  tenantColumn: facilities.tenantId,
};

const sortColumns: SortColumns<(typeof facilitySortFields)[number]> = {
  code: { column: facilities.code, kind: 'text' },
  name: { column: facilities.name, kind: 'text' },
  phase: { column: facilities.phase, kind: 'text' },
  createdAt: { column: facilities.createdAt, kind: 'timestamp' },
  updatedAt: { column: facilities.updatedAt, kind: 'timestamp' },
};

/** The outer `facilities` row, named with its table (see `qualified`). */
const facility = {
  id: qualified(facilities.id),
  tenantId: qualified(facilities.tenantId),
  infrastructureId: qualified(facilities.infrastructureId),
};

/** Columns of the subqueries below, named with their tables (see `qualified`). */
const infrastructure = {
  tenantId: qualified(infrastructures.tenantId),
  id: qualified(infrastructures.id),
  siteId: qualified(infrastructures.siteId),
};
const crossSection = {
  tenantId: qualified(crossSections.tenantId),
  id: qualified(crossSections.id),
  facilityId: qualified(crossSections.facilityId),
};
const assignment = {
  tenantId: qualified(assetAssignments.tenantId),
  assetType: qualified(assetAssignments.assetType),
  assetId: qualified(assetAssignments.assetId),
  role: qualified(assetAssignments.role),
  since: qualified(assetAssignments.since),
  until: qualified(assetAssignments.until),
};
const risk = {
  tenantId: qualified(risks.tenantId),
  assetType: qualified(risks.assetType),
  assetId: qualified(risks.assetId),
  status: qualified(risks.status),
};

const facilityCrossSections = sql`${crossSections} where ${crossSection.tenantId} = ${facility.tenantId} and ${crossSection.facilityId} = ${facility.id}`;

/**
 * The facility and its cross-sections as `(asset_type, asset_id)`: risks are then found by equality
 * on their asset index for each one (as for sites).
 */
const assetsOfFacility = sql`select 'facility' as asset_type, ${facility.id} as asset_id
  union all select 'cross-section', ${crossSection.id} from ${facilityCrossSections}`;

/** Computed per facility by the database, for a page of facilities at a time. */
const computed = {
  ancestors: ancestorsOf('infrastructure', { tenantID: facility.tenantId, parentID: facility.infrastructureId }),
  crossSectionCount: sql<number>`(select count(*)::int from ${facilityCrossSections})`,
  /** "Today" is the database's, the same for every row of the page. */
  itrbAssigned: sql<boolean>`exists (select 1 from ${assetAssignments}
    where ${assignment.tenantId} = ${facility.tenantId} and ${assignment.assetType} = 'facility'
      and ${assignment.assetId} = ${facility.id} and ${assignment.role} = 'itrb_member'
      and ${assignment.since} <= current_date and (${assignment.until} is null or ${assignment.until} >= current_date))`,
  openRiskCount: sql<number>`(select count(*)::int from (${assetsOfFacility}) as facility_assets
    inner join ${risks} on ${risk.tenantId} = ${facility.tenantId} and ${risk.assetType} = facility_assets.asset_type
      and ${risk.assetId} = facility_assets.asset_id and ${risk.status} = 'open')`,
};

type FacilityWithComputed = FacilityRow & {
  ancestors: AssetRef[];
  crossSectionCount: number;
  itrbAssigned: boolean;
  openRiskCount: number;
};

function isItrbClass(value: ConsequenceClass | null): boolean {
  return value !== null && itrbClasses.includes(value);
}

export function toFacility(row: FacilityWithComputed): Facility {
  return {
    facilityID: row.id,
    infrastructureID: row.infrastructureId,
    // Its ancestors are its site and its infrastructure, always both.
    siteID: row.ancestors[0]!.assetID,
    ancestors: row.ancestors,
    code: row.code,
    name: row.name,
    description: row.description,
    type: row.type,
    constructionMethod: row.constructionMethod,
    phase: row.phase,
    heightM: row.heightM,
    crestElevationMasl: row.crestElevationMasl,
    crestLengthM: row.crestLengthM,
    storageVolumeM3: row.storageVolumeM3,
    lastDamSafetyReview: row.lastDamSafetyReview,
    nextDamSafetyReview: row.nextDamSafetyReview,
    crossSectionCount: row.crossSectionCount,
    consequenceClass: row.consequenceClass,
    itrbRequired: isItrbClass(row.consequenceClass),
    itrbAssigned: row.itrbAssigned,
    openRiskCount: row.openRiskCount,
    // Actions are recorded by an area still to come: until then a facility has none to be overdue.
    overdueActionCount: 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function filtersOf(tenantID: string, query: FacilityListQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(facilities.tenantId, tenantID),
    query.siteID
      ? inArray(
          facilities.infrastructureId,
          sql`(select ${infrastructure.id} from ${infrastructures} where ${infrastructure.tenantId} = ${tenantID} and ${infrastructure.siteId} = ${query.siteID})`,
        )
      : undefined,
    query.infrastructureID ? eq(facilities.infrastructureId, query.infrastructureID) : undefined,
    query.phase ? eq(facilities.phase, query.phase) : undefined,
    query.consequenceClass ? eq(facilities.consequenceClass, query.consequenceClass) : undefined,
    search ? or(ilike(facilities.code, search), ilike(facilities.name, search)) : undefined,
  );
}

export async function listFacilities(tx: TenantTransaction, tenantID: string, query: FacilityListQuery) {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: sortColumns,
    idColumn: facilities.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: FacilityWithComputed & { sortKey: string }) => row.id,
  });
  const where = filtersOf(tenantID, query);
  // One statement after the other: a transaction is one connection, which runs one at a time anyway.
  const rows = await tx
    .select({ facility: facilities, sortKey: page.sortKey, ...computed })
    .from(facilities)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(facilities).where(where);
  const { rows: pageRows, nextCursor } = page.page(
    rows.map(({ facility: row, ...computedValues }) => ({ ...row, ...computedValues })),
  );
  return { facilities: pageRows.map(toFacility), total, nextCursor };
}

export async function findFacility(
  tx: TenantTransaction,
  tenantID: string,
  facilityID: string,
): Promise<Facility | null> {
  const [row] = await tx
    .select({ facility: facilities, ...computed })
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, facilityID)));
  if (!row) return null;
  const { facility: found, ...computedValues } = row;
  return toFacility({ ...found, ...computedValues });
}

export async function findFacilityRow(
  tx: TenantTransaction,
  tenantID: string,
  facilityID: string,
): Promise<FacilityRow | null> {
  const [row] = await tx
    .select()
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, facilityID)));
  return row ?? null;
}

/** Whether the infrastructure exists in this tenant (another tenant's is not there for it). */
export async function infrastructureExists(
  tx: TenantTransaction,
  tenantID: string,
  infrastructureID: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: infrastructures.id })
    .from(infrastructures)
    .where(and(eq(infrastructures.tenantId, tenantID), eq(infrastructures.id, infrastructureID)));
  return row !== undefined;
}

function columnsOf({ infrastructureID, ...values }: Partial<FacilityValues>) {
  return { ...values, ...(infrastructureID === undefined ? {} : { infrastructureId: infrastructureID }) };
}

export async function insertFacility(
  tx: TenantTransaction,
  tenantID: string,
  facilityID: string,
  { infrastructureID, ...values }: FacilityValues,
) {
  await tx
    .insert(facilities)
    .values({ ...values, infrastructureId: infrastructureID, tenantId: tenantID, id: facilityID });
}

/** Applies the change when the version still matches; false when it does not (or the facility is gone). */
export async function updateFacilityAtVersion(
  tx: TenantTransaction,
  tenantID: string,
  facilityID: string,
  version: number,
  values: Partial<FacilityValues>,
): Promise<boolean> {
  const updated = await tx
    .update(facilities)
    .set({ ...columnsOf(values), version: sql`${facilities.version} + 1`, updatedAt: new Date() })
    .where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, facilityID), eq(facilities.version, version)))
    .returning({ id: facilities.id });
  return updated.length === 1;
}

export async function countCrossSectionsOf(tx: TenantTransaction, tenantID: string, facilityID: string) {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(crossSections)
    .where(and(eq(crossSections.tenantId, tenantID), eq(crossSections.facilityId, facilityID)));
  return total;
}

export async function deleteFacilityRow(tx: TenantTransaction, tenantID: string, facilityID: string) {
  await tx.delete(facilities).where(and(eq(facilities.tenantId, tenantID), eq(facilities.id, facilityID)));
}

/** What a cached page of facilities is read from: the places above, cross-sections' ratings, responsibilities and risks. */
export const facilityListReadsFrom = cacheDependencies(
  facilities,
  infrastructures,
  sites,
  crossSections,
  assetAssignments,
  risks,
);
