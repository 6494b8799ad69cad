/**
 * Imports a register file: each row creates a risk (a new code, or none: the next of the series) or
 * updates the one with its code, through the risks collection's own service, so every rule of a
 * write holds (ratings by the matrix, links, references, Activity). All rows run in one transaction,
 * each in a savepoint so one row's failure is reported without spoiling the others' checks. A dry
 * run, or a file with any error, is rolled back whole: it changes nothing.
 */
import {
  createRiskInputSchema,
  updateRiskInputSchema,
  type ImportRowError,
  type RiskImportResult,
} from '@freeboard/shared/risks/risks.schemas';
import type { TenantTransaction } from '../../../db/tenant';
import { AppError } from '../../../lib/app-error';
import { collectionService } from '../../../lib/collections/collection-service';
import type { TenantContext } from '../../../lib/resources/tenant-context';
import { riskCollection } from '../risks.collection';
import { headerOfField, type RegisterRow } from './register-columns';
import { readImportLookups, type ImportLookups } from './import-register.repo';
import type { ImportedCell, ImportedRow } from './read-register';

const maxReportedErrors = 1000;
const service = collectionService(riskCollection);

/** Thrown to roll the transaction back once the result is known. */
class RollBack extends Error {
  constructor(readonly result: RiskImportResult) {
    super('roll back');
  }
}

const headerOf = (field: string) => headerOfField.get(field) ?? field;

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

/** The row's values as an API input, with its codes looked up; what cannot be looked up is an error. */
function inputOf(imported: ImportedRow, lookups: ImportLookups, errors: ImportRowError[]): Record<string, unknown> {
  const cell = (field: keyof RegisterRow) => imported.cells.get(headerOf(field)) ?? null;
  const fail = (field: keyof RegisterRow, message: string) =>
    errors.push({ row: imported.row, field: headerOf(field), message });

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
  const controlCodes = (text(cell('controlCodes')) ?? '')
    .split(/[;,\n]/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const controlIDs = controlCodes.flatMap((code) => {
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

/** The schema's complaints about a row, by column. */
function schemaErrors(row: number, issues: readonly { path: PropertyKey[]; message: string }[]): ImportRowError[] {
  return issues.map((issue) => {
    const field = String(issue.path[0] ?? 'row');
    return {
      row,
      field: headerOf(
        field === 'assetID'
          ? 'assetCode'
          : field === 'ownerID'
            ? 'ownerEmail'
            : field === 'controlIDs'
              ? 'controlCodes'
              : field,
      ),
      message: issue.message,
    };
  });
}

/** A refused write, by column: its field errors, or its message. */
function writeErrors(row: number, error: AppError): ImportRowError[] {
  const fields = Object.entries(error.fieldErrors ?? {});
  if (fields.length === 0) return [{ row, field: 'row', message: error.message }];
  return fields.flatMap(([field, messages]) =>
    schemaErrors(
      row,
      messages.map((message) => ({ path: [field], message })),
    ),
  );
}

export async function importRegister(
  context: TenantContext,
  rows: ImportedRow[],
  dryRun: boolean,
): Promise<RiskImportResult> {
  const { tx, tenantID } = context;
  const lookups = await readImportLookups(tx, tenantID);
  const errors: ImportRowError[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const seenCodes = new Map<string, number>();

  for (const imported of rows) {
    const rowErrors: ImportRowError[] = [];
    const input = inputOf(imported, lookups, rowErrors);
    const code = typeof input.code === 'string' ? input.code.toUpperCase() : null;
    if (code !== null) {
      const earlier = seenCodes.get(code);
      if (earlier !== undefined)
        rowErrors.push({ row: imported.row, field: headerOf('code'), message: `${code} is also on row ${earlier}` });
      seenCodes.set(code, imported.row);
    }
    const existing = code === null ? undefined : lookups.riskByCode.get(code);
    const parsed = existing
      ? updateRiskInputSchema.safeParse({ ...input, version: existing.version })
      : createRiskInputSchema.safeParse(input);
    if (!parsed.success) rowErrors.push(...schemaErrors(imported.row, parsed.error.issues));
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }
    try {
      // A savepoint per row: a refused write undoes itself alone, and the next rows are still checked.
      await tx.transaction(async (savepoint) => {
        const rowContext = { ...context, tx: savepoint as TenantTransaction };
        if (existing) {
          const saved = await service.update(rowContext, existing.id, parsed.data);
          counts[(saved as { version: number }).version === existing.version ? 'unchanged' : 'updated'] += 1;
        } else {
          await service.create(rowContext, parsed.data);
          counts.created += 1;
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(...writeErrors(imported.row, error));
    }
  }

  const result: RiskImportResult = {
    dryRun,
    imported: !dryRun && errors.length === 0,
    ...counts,
    errors: errors.slice(0, maxReportedErrors),
    errorCount: errors.length,
  };
  if (!result.imported) throw new RollBack(result);
  return result;
}

/** Runs the import in the caller's transaction and answers its result, rolled back or not. */
export async function importRegisterAnswer(
  run: (work: (context: TenantContext) => Promise<RiskImportResult>) => Promise<RiskImportResult>,
  rows: ImportedRow[],
  dryRun: boolean,
): Promise<RiskImportResult> {
  try {
    return await run((context) => importRegister(context, rows, dryRun));
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}
