/**
 * The register's rows for a file, a thousand at a time in code order (keyset on the tenant's unique
 * code), so an export of any size holds one batch in memory. Filters and search are the list's.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RiskExportQuery } from '@freeboard/shared/risks/risks.schemas';
import { controls, riskControls, risks, users } from '../../../db/schema/index';
import type { TenantTransaction } from '../../../db/tenant';
import { searchOf } from '../../../lib/collections/collection-queries';
import { assetRefOf } from '../../../lib/resources/asset-refs.repo';
import { qualified } from '../../../lib/resources/qualified';
import { controlFileColumns } from '../controls.collection';
import { riskCollection, riskConditions, riskFileColumns } from '../risks.collection';
import type { ControlSheetRow, RegisterRow } from './register-columns';

const batchSize = 1000;

const emailOf = (column: typeof risks.ownerId | typeof controls.ownerId) =>
  sql<
    string | null
  >`(select ${qualified(users.email)} from ${users} where ${qualified(users.id)} = ${qualified(column)})`;

const controlCodesOfRisk = sql<
  string[]
>`coalesce((select json_agg(c.code order by ${qualified(riskControls.position)}, c.code)
  from ${riskControls} inner join ${controls} c on c.tenant_id = ${qualified(riskControls.tenantId)} and c.id = ${qualified(riskControls.controlId)}
  where ${qualified(riskControls.tenantId)} = ${qualified(risks.tenantId)} and ${qualified(riskControls.riskId)} = ${qualified(risks.id)}), '[]'::json)`;

function exportedRisks(tenantID: string, query: Omit<RiskExportQuery, 'format'>) {
  return and(eq(risks.tenantId, tenantID), ...riskConditions(query, tenantID), searchOf(riskCollection, query.q));
}

/** Every filtered risk, batch by batch. */
export async function* registerRows(
  tx: TenantTransaction,
  tenantID: string,
  query: Omit<RiskExportQuery, 'format'>,
): AsyncGenerator<RegisterRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await tx
      .select({
        ...riskFileColumns,
        asset: assetRefOf(risks),
        ownerEmail: emailOf(risks.ownerId),
        controlCodes: controlCodesOfRisk,
        description: risks.description,
      })
      .from(risks)
      .where(and(exportedRisks(tenantID, query), after === null ? undefined : gt(risks.code, after)))
      .orderBy(asc(risks.code))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ asset, ...row }) => ({
      ...row,
      assetType: asset?.assetType ?? null,
      assetCode: asset?.code ?? null,
    }));
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.code;
  }
}

/** Every control linked to a filtered risk, with the codes of those risks, batch by batch. */
export async function* controlSheetRows(
  tx: TenantTransaction,
  tenantID: string,
  query: Omit<RiskExportQuery, 'format'>,
): AsyncGenerator<ControlSheetRow[]> {
  const linkedRisks = sql<string[]>`coalesce((select json_agg(r.code order by r.code)
    from ${riskControls} l inner join ${risks} r on r.tenant_id = l.tenant_id and r.id = l.risk_id
    where l.tenant_id = ${qualified(controls.tenantId)} and l.control_id = ${qualified(controls.id)}), '[]'::json)`;
  const exported = tx
    .select({ controlId: riskControls.controlId })
    .from(riskControls)
    .innerJoin(risks, and(eq(risks.tenantId, riskControls.tenantId), eq(risks.id, riskControls.riskId)))
    .where(exportedRisks(tenantID, query));
  let after: string | null = null;
  for (;;) {
    const rows = await tx
      .select({
        ...controlFileColumns,
        ownerEmail: emailOf(controls.ownerId),
        lastVerifiedAt: controls.lastVerifiedAt,
        lastVerificationResult: controls.lastVerificationResult,
        riskCodes: linkedRisks,
      })
      .from(controls)
      .where(
        and(
          eq(controls.tenantId, tenantID),
          inArray(controls.id, exported),
          after === null ? undefined : gt(controls.code, after),
        ),
      )
      .orderBy(asc(controls.code))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.code;
  }
}
