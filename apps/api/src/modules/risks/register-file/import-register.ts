/**
 * Imports a register file: each row creates a risk (a new code, or none: the next of the series) or
 * updates the one with its code. The whole file is checked in memory first (`planImport`), against
 * the tenant's risks, controls, assets, members and matrix read once, with the rules a single write
 * keeps — the same functions, not copies: the input schemas, `writableValues`, the matrix rating
 * (`ratedByCells`), `changedFields`, the collection's `check`. A dry run, or a file with any error,
 * writes nothing; otherwise the plan is written in bulk (`applyImportPlan`), so 10,000 rows take
 * seconds and hold the connection only while they are written.
 */
import {
  createRiskInputSchema,
  updateRiskInputSchema,
  type ImportRowError,
  type RiskImportResult,
} from '@freeboard/shared/risks/risks.schemas';
import { setImmediate as turn } from 'node:timers/promises';
import { writableValues } from '../../../lib/collections/collection-service';
import type { StoredValues } from '../../../lib/collections/definition';
import type { TenantContext } from '../../../lib/resources/tenant-context';
import { changedFields, withoutUndefined, type FieldChanges } from '../../../lib/resources/field-changes';
import { findUnstorableText } from '../../../lib/validator-compiler';
import { ratedByCells, riskCollection } from '../risks.collection';
import { applyImportPlan, readImportLookups, type ImportLookups } from './import-register.repo';
import { headerOfField, type RegisterRow } from './register-columns';
import { registerFileLimits } from './register-file-limits';
import type { ImportedCell, ImportedRow } from './read-register';

const headerOf = (field: string) => headerOfField.get(field) ?? field;

/** Rows checked between two turns of the event loop, so other requests are served meanwhile. */
const rowsPerTurn = 250;

/** The first `maxReportedErrors` errors, and a count of all: a file of millions of errors costs a number. */
class ErrorList {
  readonly kept: ImportRowError[] = [];
  count = 0;
  add(error: ImportRowError) {
    this.count += 1;
    if (this.kept.length < registerFileLimits.maxReportedErrors) this.kept.push(error);
  }
}

export interface PlannedCreate {
  row: number;
  /** As stored, ratings included; `code` is null when the series gives it at write time. */
  values: StoredValues;
}

export interface PlannedUpdate {
  row: number;
  id: string;
  version: number;
  before: StoredValues;
  after: StoredValues;
  changes: FieldChanges;
}

export interface ImportPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: ErrorList;
}

function text(cell: ImportedCell): string | null {
  if (cell === null) return null;
  const value = String(cell).trim();
  return value === '' ? null : value;
}

function integer(cell: ImportedCell): number | null | string {
  const value = text(cell);
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

function yesNo(cell: ImportedCell): boolean | string {
  if (typeof cell === 'boolean') return cell;
  const value = (text(cell) ?? 'no').toLowerCase();
  if (['yes', 'true', 'sí', 'si', '1'].includes(value)) return true;
  if (['no', 'false', '0'].includes(value)) return false;
  return value;
}

/** The codes of a Controls cell, at most `maxCodesPerCell` of them (null when there are more). */
function codesOf(cell: string | null): string[] | null {
  const codes: string[] = [];
  if (cell === null) return codes;
  for (const part of cell.split(/[;,\n]/)) {
    const code = part.trim().toUpperCase();
    if (!code) continue;
    if (codes.length === registerFileLimits.maxCodesPerCell) return null;
    codes.push(code);
  }
  return codes;
}

/** The row's values as an API input, with its codes looked up; what cannot be looked up is an error. */
function inputOf(
  imported: ImportedRow,
  lookups: ImportLookups,
  fail: (field: keyof RegisterRow, message: string) => void,
): Record<string, unknown> {
  const cell = (field: keyof RegisterRow) => imported.cells.get(headerOf(field)) ?? null;

  const assetType = text(cell('assetType'))?.toLowerCase() ?? null;
  const assetCode = text(cell('assetCode'))?.toUpperCase() ?? null;
  let assetID: string | null = null;
  if (assetType !== null || assetCode !== null) {
    if (assetType === null || assetCode === null) fail('assetCode', 'Give the asset type and the asset code together');
    else {
      assetID = lookups.assetIDByCode.get(`${assetType}:${assetCode}`) ?? null;
      if (!assetID) fail('assetCode', `No ${assetType} ${assetCode} in this tenant`);
    }
  }
  const email = text(cell('ownerEmail'))?.toLowerCase() ?? null;
  const ownerID = email === null ? null : (lookups.memberIDByEmail.get(email) ?? null);
  if (email !== null && !ownerID) fail('ownerEmail', `${email} is not a member of this tenant`);
  const controlCodes = codesOf(text(cell('controlCodes')));
  if (controlCodes === null) {
    fail('controlCodes', `At most ${registerFileLimits.maxCodesPerCell} control codes in one cell`);
  }
  const controlIDs = (controlCodes ?? []).flatMap((code) => {
    const id = lookups.controlIDByCode.get(code);
    if (!id) fail('controlCodes', `No control ${code} in this tenant`);
    return id ? [id] : [];
  });
  return {
    code: text(cell('code')) ?? undefined,
    title: text(cell('title')) ?? '',
    failureMode: text(cell('failureMode')),
    status: text(cell('status')) ?? 'open',
    assetType: assetID ? assetType : null,
    assetID,
    cause: text(cell('cause')),
    consequence: text(cell('consequence')),
    materialUnwantedEvent: yesNo(cell('materialUnwantedEvent')),
    inherentLikelihood: integer(cell('inherentLikelihood')),
    inherentConsequence: integer(cell('inherentConsequence')),
    residualLikelihood: integer(cell('residualLikelihood')),
    residualConsequence: integer(cell('residualConsequence')),
    ownerID,
    nextReviewDate: text(cell('nextReviewDate')),
    controlIDs,
    description: text(cell('description')) ?? '',
  };
}

/** The column a field's error belongs to. */
function columnOfField(field: string): string {
  const byField: Record<string, keyof RegisterRow> = {
    assetID: 'assetCode',
    ownerID: 'ownerEmail',
    controlIDs: 'controlCodes',
  };
  return headerOf(byField[field] ?? field);
}

/**
 * Checks every row in memory and works out what it would change, with the rules of a single write:
 * nothing is written. The references (asset, owner, controls) are the tenant's by construction: they
 * are looked up by code among its own.
 */
export async function planImport(
  rows: ImportedRow[],
  lookups: ImportLookups,
  check?: (values: StoredValues, changed: ReadonlySet<string>) => void,
): Promise<ImportPlan> {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors: new ErrorList() };
  const seenCodes = new Map<string, number>();
  for (const [index, imported] of rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await turn();
    let failed = false;
    const fail = (field: string, message: string) => {
      failed = true;
      plan.errors.add({ row: imported.row, field, message });
    };
    const input = inputOf(imported, lookups, (field, message) => fail(headerOf(field), message));
    const unstorable = findUnstorableText(input);
    if (unstorable) fail(columnOfField(String(unstorable.path[0] ?? 'row')), unstorable.message);
    const code = typeof input.code === 'string' ? input.code.toUpperCase() : null;
    if (code !== null) {
      const earlier = seenCodes.get(code);
      if (earlier !== undefined) fail(headerOf('code'), `${code} is also on row ${earlier}`);
      seenCodes.set(code, imported.row);
    }
    const existing = code === null ? undefined : lookups.riskByCode.get(code);
    const parsed = existing
      ? updateRiskInputSchema.safeParse({ ...input, version: existing.version })
      : createRiskInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(columnOfField(String(issue.path[0] ?? 'row')), issue.message);
    }
    if (failed || !parsed.success) continue;
    try {
      if (existing) {
        const { version: _version, ...given } = parsed.data as Record<string, unknown>;
        const merged = writableValues(riskCollection, { ...existing.values, ...withoutUndefined(given) });
        const after = ratedByCells(lookups.matrixCells, merged);
        const changes = changedFields(existing.values, after);
        const changed = new Set(Object.keys(changes));
        if (changed.size === 0) {
          plan.unchanged += 1;
          continue;
        }
        check?.(after, changed);
        plan.updates.push({
          row: imported.row,
          id: existing.id,
          version: existing.version,
          before: existing.values,
          after,
          changes,
        });
      } else {
        const data = parsed.data as Record<string, unknown>;
        const given = writableValues(riskCollection, {
          ...data,
          code: typeof data.code === 'string' ? data.code : null,
        });
        const values = ratedByCells(lookups.matrixCells, given);
        check?.(values, new Set(Object.keys(values)));
        plan.creates.push({ row: imported.row, values });
      }
    } catch (error) {
      const fieldErrors = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      if (!fieldErrors) throw error;
      for (const [field, messages] of Object.entries(fieldErrors)) {
        for (const message of messages) fail(columnOfField(field), message);
      }
    }
  }
  return plan;
}

function resultOf(plan: ImportPlan, dryRun: boolean, imported: boolean): RiskImportResult {
  return {
    dryRun,
    imported,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    errors: plan.errors.kept,
    errorCount: plan.errors.count,
  };
}

/**
 * Runs the import: the tenant's lookups are read in a short transaction (`run`), and the file is
 * checked outside any transaction, yielding as it goes. A dry run, or a file with an error, ends
 * there. Otherwise the plan is written in a second transaction at what the check read — each risk at
 * its version, the ratings by the same matrix (`applyImportPlan`): a change made meanwhile answers
 * 409 and nothing is written. The connection is held for the reads and the bulk write only.
 */
export async function importRegisterAnswer(
  run: <T>(work: (context: TenantContext) => Promise<T>) => Promise<T>,
  rows: ImportedRow[],
  dryRun: boolean,
): Promise<RiskImportResult> {
  const lookups = await run((context) => readImportLookups(context.tx, context.tenantID));
  const plan = await planImport(rows, lookups, riskCollection.hooks?.check);
  if (dryRun || plan.errors.count > 0) return resultOf(plan, dryRun, false);
  await run((context) => applyImportPlan(context, plan, lookups.matrixCells));
  return resultOf(plan, false, true);
}
