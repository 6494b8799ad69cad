/** Reads of risks and controls, always inside a tenant transaction. */
import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { parseSort } from '@freeboard/shared/common/list-query';
import {
  type controlSortFields,
  type riskSortFields,
  type Control,
  type ControlListQuery,
  type Risk,
  type RiskFilterQuery,
  type RiskListQuery,
  type RiskSummary,
  type RiskSummaryQuery,
} from '@freeboard/shared/risks/risks.schemas';
import { controls, riskControls, risks } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { keyset, type SortColumns } from '../../lib/resources/keyset';
import { qualified } from '../../lib/resources/qualified';
import { escapeLike } from '../../lib/resources/search';
import { cacheDependencies } from '../../lib/cache-dependencies';

type ControlRow = typeof controls.$inferSelect;
type RiskRow = typeof risks.$inferSelect;

export function toControl(row: ControlRow): Control {
  return {
    controlID: row.id,
    code: row.code,
    description: row.description,
    priority: row.priority,
    proactiveOrReactive: row.proactiveOrReactive,
    critical: row.critical,
    type: row.type,
    status: row.status,
    dueDate: row.dueDate,
    owner: row.owner,
    nature: row.nature,
    performanceStandard: row.performanceStandard,
    verificationFrequency: row.verificationFrequency,
    lastVerifiedAt: row.lastVerifiedAt,
    lastVerificationResult: row.lastVerificationResult,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRisk(row: RiskRow, resolvedControls: Control[]): Risk {
  return {
    riskID: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    failureMode: row.failureMode,
    assetType: row.assetType,
    assetID: row.assetId,
    cause: row.cause,
    consequence: row.consequence,
    materialUnwantedEvent: row.materialUnwantedEvent,
    inherentLikelihood: row.inherentLikelihood,
    inherentConsequence: row.inherentConsequence,
    inherentRiskRating: row.inherentRiskRating,
    residualLikelihood: row.residualLikelihood,
    residualConsequence: row.residualConsequence,
    residualRiskRating: row.residualRiskRating,
    owner: row.owner,
    status: row.status,
    nextReviewDate: row.nextReviewDate,
    controls: resolvedControls,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each risk with its controls resolved: two queries, whatever the number of risks. */
async function withControls(tx: TenantTransaction, rows: RiskRow[]): Promise<Risk[]> {
  if (rows.length === 0) return [];
  const links = await tx
    .select({ riskId: riskControls.riskId, control: controls })
    .from(riskControls)
    .innerJoin(controls, and(eq(controls.tenantId, riskControls.tenantId), eq(controls.id, riskControls.controlId)))
    .where(
      inArray(
        riskControls.riskId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(riskControls.riskId), asc(riskControls.position), asc(controls.code));
  const byRisk = new Map<string, Control[]>();
  for (const link of links) {
    const list = byRisk.get(link.riskId) ?? [];
    list.push(toControl(link.control));
    byRisk.set(link.riskId, list);
  }
  return rows.map((row) => toRisk(row, byRisk.get(row.id) ?? []));
}

const riskSortColumns: SortColumns<(typeof riskSortFields)[number]> = {
  code: { column: risks.code, kind: 'text' },
  title: { column: risks.title, kind: 'text' },
  inherentRiskRating: { column: risks.inherentRiskRating, kind: 'number' },
  status: { column: risks.status, kind: 'text' },
  createdAt: { column: risks.createdAt, kind: 'timestamp' },
  updatedAt: { column: risks.updatedAt, kind: 'timestamp' },
};

/** Has at least one critical control. */
const link = {
  tenantId: qualified(riskControls.tenantId),
  riskId: qualified(riskControls.riskId),
  controlId: qualified(riskControls.controlId),
};
const hasCriticalControl = sql`exists (select 1 from ${riskControls} inner join ${controls} on ${qualified(controls.tenantId)} = ${link.tenantId} and ${qualified(controls.id)} = ${link.controlId} where ${link.tenantId} = ${qualified(risks.tenantId)} and ${link.riskId} = ${qualified(risks.id)} and ${qualified(controls.critical)})`;

function riskFilters(tenantID: string, query: RiskFilterQuery): SQL | undefined {
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    eq(risks.tenantId, tenantID),
    query.status ? eq(risks.status, query.status) : undefined,
    query.rating ? eq(risks.inherentRiskRating, query.rating) : undefined,
    query.residualRating ? eq(risks.residualRiskRating, query.residualRating) : undefined,
    query.failureMode ? eq(risks.failureMode, query.failureMode) : undefined,
    query.critical === undefined ? undefined : query.critical ? hasCriticalControl : not(hasCriticalControl),
    query.assetType && query.assetId
      ? and(eq(risks.assetType, query.assetType), eq(risks.assetId, query.assetId))
      : undefined,
    search ? or(ilike(risks.code, search), ilike(risks.title, search)) : undefined,
  );
}

export async function listRisks(
  tx: TenantTransaction,
  tenantID: string,
  query: RiskListQuery,
): Promise<{ risks: Risk[]; total: number; nextCursor: string | null }> {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: riskSortColumns,
    idColumn: risks.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: RiskRow & { sortKey: string }) => row.id,
  });
  const where = riskFilters(tenantID, query);
  const rows = await tx
    .select({ risk: risks, sortKey: page.sortKey })
    .from(risks)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(risks).where(where);
  const { rows: pageRows, nextCursor } = page.page(rows.map(({ risk, sortKey }) => ({ ...risk, sortKey })));
  return { risks: await withControls(tx, pageRows), total, nextCursor };
}

/**
 * The whole register, one row per risk with its control counts, in one statement. The links are
 * counted per risk first and then joined to the risks in their order, which PostgreSQL does in one
 * pass over each table (about 20 % faster than grouping the joined rows of all three).
 */
export async function summariseRisks(
  tx: TenantTransaction,
  tenantID: string,
  query: RiskSummaryQuery,
): Promise<RiskSummary[]> {
  const { field, direction } = parseSort(query.sort);
  // Ties go by ID in the same direction, as in the paged list, so both answer the same order.
  const order = direction === 'asc' ? asc : desc;
  const counts = tx
    .select({
      riskId: riskControls.riskId,
      controls: sql<number>`count(*)::int`.as('control_count'),
      critical: sql<number>`(count(*) filter (where ${controls.critical}))::int`.as('critical_count'),
      criticalNotInPlace:
        sql<number>`(count(*) filter (where ${controls.critical} and ${controls.status} <> 'in-place'))::int`.as(
          'critical_not_in_place_count',
        ),
    })
    .from(riskControls)
    .innerJoin(controls, and(eq(controls.tenantId, riskControls.tenantId), eq(controls.id, riskControls.controlId)))
    .where(eq(riskControls.tenantId, tenantID))
    .groupBy(riskControls.riskId)
    .as('control_counts');
  return tx
    .select({
      riskID: risks.id,
      code: risks.code,
      title: risks.title,
      status: risks.status,
      failureMode: risks.failureMode,
      inherentRiskRating: risks.inherentRiskRating,
      residualRiskRating: risks.residualRiskRating,
      controlCount: sql<number>`coalesce(${counts.controls}, 0)`,
      criticalControlCount: sql<number>`coalesce(${counts.critical}, 0)`,
      criticalNotInPlaceCount: sql<number>`coalesce(${counts.criticalNotInPlace}, 0)`,
    })
    .from(risks)
    .leftJoin(counts, eq(counts.riskId, risks.id))
    .where(riskFilters(tenantID, query))
    .orderBy(order(riskSortColumns[field].column), order(risks.id));
}

export async function findRisk(tx: TenantTransaction, tenantID: string, riskID: string): Promise<Risk | null> {
  const rows = await tx
    .select()
    .from(risks)
    .where(and(eq(risks.tenantId, tenantID), eq(risks.id, riskID)));
  const [risk] = await withControls(tx, rows);
  return risk ?? null;
}

const controlSortColumns: SortColumns<(typeof controlSortFields)[number]> = {
  code: { column: controls.code, kind: 'text' },
  priority: { column: controls.priority, kind: 'text' },
  status: { column: controls.status, kind: 'text' },
  createdAt: { column: controls.createdAt, kind: 'timestamp' },
  updatedAt: { column: controls.updatedAt, kind: 'timestamp' },
};

export async function listControls(
  tx: TenantTransaction,
  tenantID: string,
  query: ControlListQuery,
): Promise<{ controls: Control[]; total: number; nextCursor: string | null }> {
  const page = keyset({
    sort: parseSort(query.sort),
    columns: controlSortColumns,
    idColumn: controls.id,
    cursor: query.cursor,
    limit: query.limit,
    idOf: (row: ControlRow & { sortKey: string }) => row.id,
  });
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    eq(controls.tenantId, tenantID),
    query.status ? eq(controls.status, query.status) : undefined,
    query.critical === undefined ? undefined : eq(controls.critical, query.critical),
    query.priority ? eq(controls.priority, query.priority) : undefined,
    query.type ? eq(controls.type, query.type) : undefined,
    query.proactiveOrReactive ? eq(controls.proactiveOrReactive, query.proactiveOrReactive) : undefined,
    search ? or(ilike(controls.code, search), ilike(controls.description, search)) : undefined,
  );
  const rows = await tx
    .select({ control: controls, sortKey: page.sortKey })
    .from(controls)
    .where(and(where, page.after))
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(controls).where(where);
  const { rows: pageRows, nextCursor } = page.page(rows.map(({ control, sortKey }) => ({ ...control, sortKey })));
  return { controls: pageRows.map(toControl), total, nextCursor };
}

/** What the cached risk register and control lists are read from. */
export const riskRegisterReadsFrom = cacheDependencies(risks, controls, riskControls);

/** What a cached page of controls is read from. */
export const controlListReadsFrom = cacheDependencies(controls);
