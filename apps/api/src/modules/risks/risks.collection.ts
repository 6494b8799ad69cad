/**
 * Risks (CONTRACT §9), each with its controls resolved. Read here, with the register summary beside
 * the list (`risks.repo`); their writes come with the risk register's.
 */
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import {
  riskListQuerySchema,
  riskListResponseSchema,
  riskParamsSchema,
  riskSchema,
  type Control,
  type Risk,
  type RiskFilterQuery,
} from '@freeboard/shared/risks/risks.schemas';
import { controls, riskControls, risks } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';
import { recordOf } from '../../lib/collections/stored-fields';
import { qualified } from '../../lib/resources/qualified';
import { controlCollection } from './controls.collection';

/** Has at least one critical control. */
const link = {
  tenantId: qualified(riskControls.tenantId),
  riskId: qualified(riskControls.riskId),
  controlId: qualified(riskControls.controlId),
};
const hasCriticalControl = sql`exists (select 1 from ${riskControls} inner join ${controls} on ${qualified(controls.tenantId)} = ${link.tenantId} and ${qualified(controls.id)} = ${link.controlId} where ${link.tenantId} = ${qualified(risks.tenantId)} and ${link.riskId} = ${qualified(risks.id)} and ${qualified(controls.critical)})`;

/** The filters of CONTRACT §9 "Risks", shared by the paged list and the register summary. */
export function riskConditions(query: RiskFilterQuery): (SQL | undefined)[] {
  return [
    query.status ? eq(risks.status, query.status) : undefined,
    query.rating ? eq(risks.inherentRiskRating, query.rating) : undefined,
    query.residualRating ? eq(risks.residualRiskRating, query.residualRating) : undefined,
    query.failureMode ? eq(risks.failureMode, query.failureMode) : undefined,
    query.critical === undefined ? undefined : query.critical ? hasCriticalControl : not(hasCriticalControl),
    query.assetType && query.assetId
      ? and(eq(risks.assetType, query.assetType), eq(risks.assetId, query.assetId))
      : undefined,
  ];
}

/** Each risk with its controls, in their order on the risk: one query, whatever the number of risks. */
async function withControls(tx: TenantTransaction, page: Risk[]): Promise<Risk[]> {
  if (page.length === 0) return [];
  const links = await tx
    .select({ riskId: riskControls.riskId, control: controls })
    .from(riskControls)
    .innerJoin(controls, and(eq(controls.tenantId, riskControls.tenantId), eq(controls.id, riskControls.controlId)))
    .where(
      inArray(
        riskControls.riskId,
        page.map((risk) => risk.riskID),
      ),
    )
    .orderBy(asc(riskControls.riskId), asc(riskControls.position), asc(controls.code));
  const byRisk = new Map<string, Control[]>();
  for (const { riskId, control } of links) {
    byRisk.set(riskId, [...(byRisk.get(riskId) ?? []), recordOf(controlCollection, control, {}) as Control]);
  }
  return page.map((risk) => ({ ...risk, controls: byRisk.get(risk.riskID) ?? [] }));
}

export const riskCollection = defineCollection<Risk, RiskFilterQuery>({
  path: 'risks',
  subject: 'Risk',
  noun: 'risk',
  idField: 'riskID',
  table: risks,
  schemas: {
    record: riskSchema,
    listQuery: riskListQuerySchema,
    listResponse: riskListResponseSchema,
    params: riskParamsSchema,
  },
  fields: {
    code: risks.code,
    title: risks.title,
    description: risks.description,
    failureMode: risks.failureMode,
    assetType: risks.assetType,
    assetID: risks.assetId,
    cause: risks.cause,
    consequence: risks.consequence,
    materialUnwantedEvent: risks.materialUnwantedEvent,
    inherentLikelihood: risks.inherentLikelihood,
    inherentConsequence: risks.inherentConsequence,
    inherentRiskRating: risks.inherentRiskRating,
    residualLikelihood: risks.residualLikelihood,
    residualConsequence: risks.residualConsequence,
    residualRiskRating: risks.residualRiskRating,
    owner: risks.owner,
    status: risks.status,
    nextReviewDate: risks.nextReviewDate,
  },
  codes: { prefix: 'R', column: risks.code },
  sorts: sortsByColumn(risks, 'code', 'title', 'inherentRiskRating', 'status', 'createdAt', 'updatedAt'),
  search: [risks.code, risks.title],
  filters: riskConditions,
  listReadsFrom: cacheDependencies(risks, controls, riskControls),
  label: (values) => `${String(values.code)} ${String(values.title)}`,
  describe: { list: 'Risks of the tenant, each with its controls resolved, ordered by code' },
  hooks: { resolve: ({ tx }, page) => withControls(tx, page) },
});
