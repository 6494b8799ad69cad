/**
 * Risks (CONTRACT §9): each rated by the tenant's matrix from its likelihood and consequence, linked
 * to the controls that treat it, with the asset it is about and its owner named, and the residual
 * rating its controls support beside the one a person chose. The register summary and the heat map
 * beside the list share its filters (`risks.repo`).
 */
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { pendingActionStatuses } from '@freeboard/shared/risks/risk-enums';
import { rateRisk } from '@freeboard/shared/risks/risk-matrix';
import {
  createRiskInputSchema,
  riskListQuerySchema,
  riskListResponseSchema,
  riskParamsSchema,
  riskSchema,
  riskSortFields,
  updateRiskInputSchema,
  type Control,
  type Risk,
  type RiskFilterQuery,
} from '@freeboard/shared/risks/risks.schemas';
import { riskNames } from '@freeboard/shared/risks/risks.names';
import {
  actions,
  controls,
  crossSections,
  facilities,
  infrastructures,
  memberships,
  riskControls,
  riskMatrices,
  risks,
  sites,
} from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn, type StoredValues } from '../../lib/collections/definition';
import { computedColumnsOf } from '../../lib/collections/links';
import { recordOf } from '../../lib/collections/stored-fields';
import { assetRefOf, isWithinAsset } from '../../lib/resources/asset-refs.repo';
import { memberNameOf } from '../../lib/resources/member-name';
import { qualified } from '../../lib/resources/qualified';
import type { TenantContext } from '../../lib/resources/tenant-context';
import { controlCollection } from './controls.collection';
import { suggestResidual } from './residual-suggestion';
import { readMatrixCellsForRating, readRiskMatrix } from './risk-matrix.repo';

const link = {
  tenantId: qualified(riskControls.tenantId),
  riskId: qualified(riskControls.riskId),
  controlId: qualified(riskControls.controlId),
};
/** Has at least one critical control. */
const hasCriticalControl = sql`exists (select 1 from ${riskControls} inner join ${controls} on ${qualified(controls.tenantId)} = ${link.tenantId} and ${qualified(controls.id)} = ${link.controlId} where ${link.tenantId} = ${qualified(risks.tenantId)} and ${link.riskId} = ${qualified(risks.id)} and ${qualified(controls.critical)})`;

const openActionCount = sql<number>`(select count(*)::int from ${actions} where ${qualified(actions.tenantId)} = ${qualified(risks.tenantId)} and ${qualified(actions.riskId)} = ${qualified(risks.id)} and ${qualified(actions.status)} in (${sql.join(
  pendingActionStatuses.map((status) => sql`${status}`),
  sql`, `,
)}))`;

/** The filters of CONTRACT §9 "Risks", shared by the paged list, the register summary, the heat map and the export. */
export function riskConditions(query: Partial<RiskFilterQuery>, tenantID: string): (SQL | undefined)[] {
  return [
    query.status ? eq(risks.status, query.status) : undefined,
    query.rating ? eq(risks.inherentRiskRating, query.rating) : undefined,
    query.residualRating ? eq(risks.residualRiskRating, query.residualRating) : undefined,
    query.failureMode ? eq(risks.failureMode, query.failureMode) : undefined,
    query.critical === undefined ? undefined : query.critical ? hasCriticalControl : not(hasCriticalControl),
    query.ownerID ? eq(risks.ownerId, query.ownerID) : undefined,
    // An asset's risks are its own and those of the assets below it, as its open-risk count counts them.
    query.assetType && query.assetId ? isWithinAsset(risks, tenantID, query.assetType, query.assetId) : undefined,
    query.likelihood ? eq(risks.inherentLikelihood, query.likelihood) : undefined,
    query.consequence ? eq(risks.inherentConsequence, query.consequence) : undefined,
  ];
}

/** Each risk's controls, in their order on the risk: one query, whatever the number of risks. */
async function controlsOfRisks(tx: TenantTransaction, riskIDs: string[]): Promise<Map<string, Control[]>> {
  const byRisk = new Map<string, Control[]>();
  if (riskIDs.length === 0) return byRisk;
  const rows = (await tx
    .select({ riskId: riskControls.riskId, control: controls, ...computedColumnsOf(controlCollection) } as never)
    .from(riskControls)
    .innerJoin(controls, and(eq(controls.tenantId, riskControls.tenantId), eq(controls.id, riskControls.controlId)))
    .where(inArray(riskControls.riskId, riskIDs))
    .orderBy(asc(riskControls.riskId), asc(riskControls.position), asc(controls.code))) as ({
    riskId: string;
    control: Record<string, unknown>;
  } & Record<string, unknown>)[];
  for (const { riskId, control, ...computed } of rows) {
    const record = recordOf(controlCollection, control, computed) as Control;
    byRisk.set(riskId, [...(byRisk.get(riskId) ?? []), record]);
  }
  return byRisk;
}

/** A page of risks with their controls and the residual rating those support. */
async function resolveRisks({ tx, tenantID }: TenantContext, page: Risk[]): Promise<Risk[]> {
  if (page.length === 0) return [];
  const byRisk = await controlsOfRisks(
    tx,
    page.map((risk) => risk.riskID),
  );
  const { cells } = await readRiskMatrix(tx, tenantID);
  return page.map((risk) => {
    const riskControlsInOrder = byRisk.get(risk.riskID) ?? [];
    return {
      ...risk,
      controls: riskControlsInOrder,
      residualSuggestion: suggestResidual({ ...risk, controls: riskControlsInOrder }, cells),
    };
  });
}

/** The ratings follow from likelihood × consequence by the tenant's matrix; a person never sets them. */
async function rateByMatrix({ tx, tenantID }: TenantContext, values: StoredValues): Promise<StoredValues> {
  return ratedByCells(await readMatrixCellsForRating(tx, tenantID), values);
}

/** The values with their ratings by the matrix's cells (a write's, and each row of an import's). */
export function ratedByCells(
  cells: Awaited<ReturnType<typeof readMatrixCellsForRating>>,
  values: StoredValues,
): StoredValues {
  const residualLikelihood = values.residualLikelihood as number | null;
  const residualConsequence = values.residualConsequence as number | null;
  return {
    ...values,
    inherentRiskRating: rateRisk(cells, values.inherentLikelihood as number, values.inherentConsequence as number),
    residualRiskRating:
      residualLikelihood === null || residualConsequence === null
        ? null
        : rateRisk(cells, residualLikelihood, residualConsequence),
  };
}

/** The fields the register file carries as they are stored (the export reads the same columns). */
export const riskFileColumns = {
  code: risks.code,
  title: risks.title,
  failureMode: risks.failureMode,
  status: risks.status,
  cause: risks.cause,
  consequence: risks.consequence,
  materialUnwantedEvent: risks.materialUnwantedEvent,
  inherentLikelihood: risks.inherentLikelihood,
  inherentConsequence: risks.inherentConsequence,
  inherentRiskRating: risks.inherentRiskRating,
  residualLikelihood: risks.residualLikelihood,
  residualConsequence: risks.residualConsequence,
  residualRiskRating: risks.residualRiskRating,
  nextReviewDate: risks.nextReviewDate,
};

export const riskCollection = defineCollection({
  names: riskNames,
  table: risks,
  schemas: {
    record: riskSchema,
    listQuery: riskListQuerySchema,
    listResponse: riskListResponseSchema,
    params: riskParamsSchema,
    create: createRiskInputSchema,
    update: updateRiskInputSchema,
  },
  fields: {
    ...riskFileColumns,
    description: { column: risks.description, blank: '' },
    assetType: risks.assetType,
    assetID: risks.assetId,
    ownerID: risks.ownerId,
  },
  computed: {
    asset: assetRefOf(risks),
    ownerName: memberNameOf(risks.ownerId),
    openActionCount,
  },
  links: {
    controlIDs: {
      table: riskControls,
      tenantColumn: riskControls.tenantId,
      ownerColumn: riskControls.riskId,
      targetColumn: riskControls.controlId,
      positionColumn: riskControls.position,
      target: controls,
      noun: 'control',
    },
  },
  references: [
    { field: 'ownerID', noun: 'user', tenantColumn: memberships.tenantId, idColumn: memberships.userId },
    { field: 'assetID', assetTypeField: 'assetType' },
  ],
  codes: { prefix: 'R', column: risks.code },
  sorts: sortsByColumn(risks, riskSortFields),
  search: [risks.code, risks.title],
  filters: riskConditions,
  listReadsFrom: cacheDependencies(
    risks,
    controls,
    riskControls,
    actions,
    riskMatrices,
    sites,
    infrastructures,
    facilities,
    crossSections,
  ),
  label: (values) => `${String(values.code)} ${String(values.title)}`,
  describe: { list: 'Risks of the tenant, each with its controls resolved, ordered by code' },
  hooks: {
    // The register import rates each row with `ratedByCells` over cells it reads once: what this
    // hook derives must stay what `ratedByCells` does.
    derive: rateByMatrix,
    resolve: resolveRisks,
    // Placeholders until `resolve` completes the record: the record schema requires them.
    present: () => ({ controls: [], residualSuggestion: null }),
  },
});
