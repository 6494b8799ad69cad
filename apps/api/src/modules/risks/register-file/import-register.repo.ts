/**
 * What an import looks codes up in — the tenant's risks (as stored, with their controls), controls,
 * assets, members and matrix, each read once — and the bulk write of a checked import: the new risks
 * in multi-row inserts (codes of the series taken at once), the changed ones each at the version it
 * was read at, their controls, and the Activity each write records, as the collection's service
 * would write them one by one.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssetType } from '@freeboard/shared/common/assets';
import { controls, memberships, riskControls, risks, users } from '../../../db/schema/index';
import type { TenantTransaction } from '../../../db/tenant';
import { recordActivities, type ActivityEntry } from '../../../lib/activity-trail.repo';
import { AppError } from '../../../lib/app-error';
import { updateRowAtVersion } from '../../../lib/collections/collection-queries';
import { changeEntry, codeSeries, creationEntry, ownColumnValues } from '../../../lib/collections/collection-service';
import type { StoredValues } from '../../../lib/collections/definition';
import { columnsOf, storedValues, valuesOfRow } from '../../../lib/collections/stored-fields';
import { newID } from '../../../lib/ids';
import { assetTables } from '../../../lib/resources/asset-refs.repo';
import { claimCode, takeCodes } from '../../../lib/resources/codes';
import type { TenantContext } from '../../../lib/resources/tenant-context';
import { readMatrixCellsForRating } from '../risk-matrix.repo';
import { riskCollection } from '../risks.collection';
import type { ImportPlan } from './import-register';

export interface ImportLookups {
  /** By upper-cased code: the risk as a write compares it (its stored values and its controls). */
  riskByCode: Map<string, { id: string; version: number; values: StoredValues }>;
  controlIDByCode: Map<string, string>;
  /** `site:S-001` → ID. */
  assetIDByCode: Map<string, string>;
  /** Lower-cased email → user ID, of the tenant's members. */
  memberIDByEmail: Map<string, string>;
  matrixCells: Awaited<ReturnType<typeof readMatrixCellsForRating>>;
}

const batchSize = 1000;

export async function readImportLookups(tx: TenantTransaction, tenantID: string): Promise<ImportLookups> {
  const riskRows = (await tx.select().from(risks).where(eq(risks.tenantId, tenantID))) as Record<string, unknown>[];
  const links = await tx
    .select({ riskId: riskControls.riskId, controlId: riskControls.controlId })
    .from(riskControls)
    .where(eq(riskControls.tenantId, tenantID))
    .orderBy(asc(riskControls.riskId), asc(riskControls.position));
  const controlsOfRisk = new Map<string, string[]>();
  for (const link of links)
    controlsOfRisk.set(link.riskId, [...(controlsOfRisk.get(link.riskId) ?? []), link.controlId]);
  const controlRows = await tx
    .select({ id: controls.id, code: controls.code })
    .from(controls)
    .where(eq(controls.tenantId, tenantID));
  const assetIDByCode = new Map<string, string>();
  for (const [assetType, table] of Object.entries(assetTables) as [AssetType, (typeof assetTables)[AssetType]][]) {
    const rows = await tx.select({ id: table.id, code: table.code }).from(table).where(eq(table.tenantId, tenantID));
    for (const row of rows) assetIDByCode.set(`${assetType}:${row.code.toUpperCase()}`, row.id);
  }
  const members = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.tenantId, tenantID));
  const riskByCode = new Map<string, { id: string; version: number; values: StoredValues }>();
  for (const row of riskRows) {
    const id = row.id as string;
    const values = {
      ...storedValues(riskCollection, valuesOfRow(riskCollection, row)),
      controlIDs: controlsOfRisk.get(id) ?? [],
    };
    riskByCode.set(String(row.code).toUpperCase(), { id, version: row.version as number, values });
  }
  return {
    riskByCode,
    controlIDByCode: new Map(controlRows.map((row) => [row.code.toUpperCase(), row.id])),
    assetIDByCode,
    memberIDByEmail: new Map(members.map((member) => [member.email, member.id])),
    matrixCells: await readMatrixCellsForRating(tx, tenantID),
  };
}

function inBatches<T>(items: T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) batches.push(items.slice(start, start + batchSize));
  return batches;
}

/**
 * Writes a checked plan that has no error, as the service would row by row. The plan was rated by
 * `ratedBy`: the matrix is read again here, locked as a single write locks it, and a matrix saved
 * since the check refuses the import rather than storing ratings it no longer gives.
 */
export async function applyImportPlan(
  context: TenantContext,
  plan: ImportPlan,
  ratedBy: ImportLookups['matrixCells'],
): Promise<void> {
  const { tx, tenantID, actor } = context;
  if (JSON.stringify(await readMatrixCellsForRating(tx, tenantID)) !== JSON.stringify(ratedBy)) {
    throw new AppError('version_conflict', 'The risk matrix was changed during the import: check the file again.');
  }
  const series = codeSeries(riskCollection)!;
  const entries: ActivityEntry[] = [];
  const linksOf = new Map<string, string[]>();

  // Chosen codes move the series past them (the highest is enough); the others take the next ones.
  const chosen = plan.creates.flatMap((create) => (typeof create.values.code === 'string' ? [create.values.code] : []));
  const numbered = chosen
    .map((code) => ({ code, number: Number(new RegExp(`^${series.prefix}-(\\d{1,9})$`).exec(code)?.[1] ?? -1) }))
    .sort((a, b) => b.number - a.number);
  if (numbered[0] && numbered[0].number >= 0) await claimCode(tx, tenantID, series, numbered[0].code);
  const given = await takeCodes(tx, tenantID, series, plan.creates.length - chosen.length);

  const inserts = plan.creates.map((create) => {
    const values: StoredValues = { ...create.values, code: create.values.code ?? given.shift()! };
    const id = newID();
    linksOf.set(id, values.controlIDs as string[]);
    entries.push(creationEntry(riskCollection, actor, id, values));
    return { ...columnsOf(riskCollection, ownColumnValues(riskCollection, values)), tenantId: tenantID, id };
  });
  for (const batch of inBatches(inserts)) await tx.insert(risks).values(batch as (typeof risks.$inferInsert)[]);

  for (const update of plan.updates) {
    const changed = Object.keys(update.changes);
    const values = ownColumnValues(
      riskCollection,
      Object.fromEntries(changed.map((field) => [field, update.after[field]])),
    );
    if (!(await updateRowAtVersion(tx, tenantID, riskCollection, update.id, update.version, values))) {
      throw new AppError(
        'version_conflict',
        `Risk ${String(update.after.code)} was changed by someone else during the import.`,
      );
    }
    if (changed.includes('code')) await claimCode(tx, tenantID, series, String(update.after.code));
    if (changed.includes('controlIDs')) linksOf.set(update.id, update.after.controlIDs as string[]);
    entries.push(changeEntry(riskCollection, actor, update.id, update.after, update.changes));
  }

  const owners = [...linksOf.keys()];
  for (const batch of inBatches(owners)) {
    await tx.delete(riskControls).where(and(eq(riskControls.tenantId, tenantID), inArray(riskControls.riskId, batch)));
  }
  const linkRows = owners.flatMap((riskId) =>
    linksOf.get(riskId)!.map((controlId, position) => ({ tenantId: tenantID, riskId, controlId, position })),
  );
  for (const batch of inBatches(linkRows)) await tx.insert(riskControls).values(batch);
  await recordActivities(tx, tenantID, entries);
  const written = riskCollection.hooks?.written;
  if (written) {
    for (const [index, create] of plan.creates.entries())
      await written(context, String(inserts[index]!.id), create.values, null);
    for (const update of plan.updates) await written(context, update.id, update.after, update.before);
  }
}
