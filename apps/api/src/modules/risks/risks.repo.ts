/** Reads of risks and controls, always inside a tenant transaction. */
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Control, Risk, RiskListQuery } from '@freeboard/shared/risks/risks.schemas';
import { controls, riskControls, risks } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { cursorValue, decodeCursor, encodeCursor } from '../../lib/cursor';

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

/** Cursor = the code of the last risk of the previous page. */
const riskCursorSchema = z.tuple([cursorValue.text]);

export async function listRisks(
  tx: TenantTransaction,
  tenantID: string,
  query: RiskListQuery,
): Promise<{ risks: Risk[]; total: number; nextCursor: string | null }> {
  const scope = eq(risks.tenantId, tenantID);
  const after = query.cursor ? decodeCursor(query.cursor, riskCursorSchema)[0] : null;
  const rows = await tx
    .select()
    .from(risks)
    .where(after === null ? scope : and(scope, gt(risks.code, after)))
    .orderBy(asc(risks.code))
    .limit(query.limit + 1);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(risks).where(scope);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor([last.code]) : null;
  return { risks: await withControls(tx, page), total, nextCursor };
}

export async function findRisk(tx: TenantTransaction, tenantID: string, riskID: string): Promise<Risk | null> {
  const rows = await tx
    .select()
    .from(risks)
    .where(and(eq(risks.tenantId, tenantID), eq(risks.id, riskID)));
  const [risk] = await withControls(tx, rows);
  return risk ?? null;
}

export async function listControls(tx: TenantTransaction, tenantID: string): Promise<Control[]> {
  const rows = await tx.select().from(controls).where(eq(controls.tenantId, tenantID)).orderBy(asc(controls.code));
  return rows.map(toControl);
}
