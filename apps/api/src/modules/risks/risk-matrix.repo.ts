/**
 * The tenant's risk matrix (CONTRACT §9): read (the default until someone changes it, named in the
 * tenant's language), previewed and saved. Saving re-rates every risk in the same transaction and
 * records in Activity each risk whose rating changed, and the matrix change itself.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  defaultLevelLabels,
  defaultRiskMatrix,
  type Rerate,
  type RiskMatrix,
  type RiskMatrixInput,
  type RiskMatrixPreview,
} from '@freeboard/shared/risks/risk-matrix';
import { riskMatrices, risks, tenants } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { recordActivities, recordActivity, type ActivityEntry } from '../../lib/activity-trail.repo';
import { AppError } from '../../lib/app-error';
import type { TenantContext } from '../../lib/resources/tenant-context';

type Cells = number[][];

export async function readRiskMatrix(tx: TenantTransaction, tenantID: string): Promise<RiskMatrix> {
  const [row] = await tx.select().from(riskMatrices).where(eq(riskMatrices.tenantId, tenantID));
  if (row) {
    return {
      likelihoodLevels: row.likelihoodLevels,
      consequenceLevels: row.consequenceLevels,
      cells: row.cells,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  const [tenant] = await tx.select({ locale: tenants.defaultLocale }).from(tenants).where(eq(tenants.id, tenantID));
  const labels = tenant?.locale === 'es' ? defaultLevelLabels.es : defaultLevelLabels.en;
  return {
    likelihoodLevels: [...labels.likelihood],
    consequenceLevels: [...labels.consequence],
    cells: defaultRiskMatrix.map((row) => [...row]),
    version: 1,
    updatedAt: null,
  };
}

/**
 * The cells of the tenant's matrix, for rating a risk that is being written. The row is locked
 * against change until the write commits: a matrix saved meanwhile waits, then re-rates this risk
 * too, and a write that comes after a save waits for it and rates by the new matrix.
 */
export async function readMatrixCellsForRating(tx: TenantTransaction, tenantID: string): Promise<Cells> {
  const [row] = await tx
    .select({ cells: riskMatrices.cells })
    .from(riskMatrices)
    .where(eq(riskMatrices.tenantId, tenantID))
    .for('share');
  return row?.cells ?? defaultRiskMatrix.map((line) => [...line]);
}

/** A rating looked up in `cells` (a JSON parameter) for a likelihood and consequence column pair. */
const cellOf = (cells: Cells, likelihood: AnyPgColumn, consequence: AnyPgColumn) =>
  sql<number>`(${JSON.stringify(cells)}::jsonb -> (${likelihood} - 1) ->> (${consequence} - 1))::int`;

function ratingsUnder(cells: Cells) {
  return {
    inherent: cellOf(cells, risks.inherentLikelihood, risks.inherentConsequence),
    residual: sql<
      number | null
    >`case when ${risks.residualLikelihood} is null then null else ${cellOf(cells, risks.residualLikelihood, risks.residualConsequence)} end`,
  };
}

/** The risks whose ratings `cells` would change, by code. */
async function ratingChanges(tx: TenantTransaction, tenantID: string, cells: Cells, limit?: number): Promise<Rerate[]> {
  const rated = ratingsUnder(cells);
  const query = tx
    .select({
      riskID: risks.id,
      code: risks.code,
      title: risks.title,
      inherentBefore: risks.inherentRiskRating,
      residualBefore: risks.residualRiskRating,
      inherentAfter: rated.inherent,
      residualAfter: rated.residual,
    })
    .from(risks)
    .where(
      and(
        eq(risks.tenantId, tenantID),
        sql`(${risks.inherentRiskRating} <> ${rated.inherent} or ${risks.residualRiskRating} is distinct from ${rated.residual})`,
      ),
    )
    .orderBy(risks.code);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({
    riskID: row.riskID,
    code: row.code,
    title: row.title,
    inherentRiskRating: { before: row.inherentBefore, after: row.inherentAfter },
    residualRiskRating: { before: row.residualBefore, after: row.residualAfter },
  }));
}

export async function previewRiskMatrix(
  tx: TenantTransaction,
  tenantID: string,
  cells: Cells,
): Promise<RiskMatrixPreview> {
  const rated = ratingsUnder(cells);
  const [counted] = await tx
    .select({ changed: sql<number>`count(*)::int` })
    .from(risks)
    .where(
      and(
        eq(risks.tenantId, tenantID),
        sql`(${risks.inherentRiskRating} <> ${rated.inherent} or ${risks.residualRiskRating} is distinct from ${rated.residual})`,
      ),
    );
  return { changedRisks: counted?.changed ?? 0, changes: await ratingChanges(tx, tenantID, cells, 100) };
}

function versionConflict(): AppError {
  return new AppError('version_conflict', 'The risk matrix was changed by someone else since you loaded it.');
}

/** Stores the matrix at the version it was read at, then re-rates the risks it changes. */
export async function saveRiskMatrix(context: TenantContext, input: RiskMatrixInput): Promise<RiskMatrix> {
  const { tx, tenantID, actor } = context;
  const before = await readRiskMatrix(tx, tenantID);
  const stored = {
    likelihoodLevels: input.likelihoodLevels,
    consequenceLevels: input.consequenceLevels,
    cells: input.cells,
  };
  if (before.updatedAt === null) {
    // Never saved: the first save inserts; a concurrent first save makes this insert a no-op.
    const inserted =
      input.version === before.version
        ? await tx
            .insert(riskMatrices)
            .values({ tenantId: tenantID, ...stored, version: 2 })
            .onConflictDoNothing()
            .returning()
        : [];
    if (inserted.length === 0) throw versionConflict();
  } else {
    const updated = await tx
      .update(riskMatrices)
      .set({ ...stored, version: sql`${riskMatrices.version} + 1`, updatedAt: new Date() })
      .where(and(eq(riskMatrices.tenantId, tenantID), eq(riskMatrices.version, input.version)))
      .returning({ version: riskMatrices.version });
    if (updated.length === 0) throw versionConflict();
  }

  const changes = Object.fromEntries(
    (['likelihoodLevels', 'consequenceLevels', 'cells'] as const)
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(input[field]))
      .map((field) => [field, { before: before[field], after: input[field] }]),
  );
  const rerated = await rerateRisks(tx, tenantID, input.cells);
  await recordActivity(tx, tenantID, {
    actorUserID: actor.userID,
    action: 'update',
    subjectType: 'Settings',
    subjectID: null,
    summary: `Changed the risk matrix: ${rerated.length} risk${rerated.length === 1 ? '' : 's'} re-rated`,
    changes,
    address: actor.address,
  });
  await recordActivities(
    tx,
    tenantID,
    rerated.map((change): ActivityEntry => ({
      actorUserID: actor.userID,
      action: 'update',
      subjectType: 'Risk',
      subjectID: change.riskID,
      summary: `Re-rated risk ${change.code} by the changed risk matrix`,
      changes: Object.fromEntries(
        (['inherentRiskRating', 'residualRiskRating'] as const)
          .filter((field) => change[field].before !== change[field].after)
          .map((field) => [field, change[field]]),
      ),
      address: actor.address,
    })),
  );
  return readRiskMatrix(tx, tenantID);
}

/** Every risk whose rating the cells change gets its new ratings and a new version: one statement. */
async function rerateRisks(tx: TenantTransaction, tenantID: string, cells: Cells): Promise<Rerate[]> {
  const changes = await ratingChanges(tx, tenantID, cells);
  if (changes.length === 0) return changes;
  const rated = ratingsUnder(cells);
  await tx
    .update(risks)
    .set({
      inherentRiskRating: rated.inherent,
      residualRiskRating: rated.residual,
      version: sql`${risks.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(risks.tenantId, tenantID),
        sql`(${risks.inherentRiskRating} <> ${rated.inherent} or ${risks.residualRiskRating} is distinct from ${rated.residual})`,
      ),
    );
  return changes;
}
