/**
 * Reads an uploaded register file into rows of cells by header, with bounds (`registerFileLimits`):
 * a workbook's first sheet (`read-workbook`) or a CSV (csv-parse). At most `maxRows` rows, at most
 * `maxColumns` columns, a cell's text cut one past `maxCellCharacters`; a formula's cached result is
 * read, never the formula, and nothing in the file is evaluated.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { AppError } from '../../../lib/app-error';
import { readFirstSheet, WorkbookTooLarge, type WorkbookCell } from './read-workbook';
import { requiredHeaders } from './register-columns';
import { registerFileLimits } from './register-file-limits';
import { restored } from '../../../lib/exports/spreadsheet-cells';

export type ImportedCell = WorkbookCell;

export interface ImportedRow {
  /** The row in the file, the header being row 1. */
  row: number;
  cells: Map<string, ImportedCell>;
}

function tooManyRows(): AppError {
  return new AppError(
    'payload_too_large',
    `A register file may hold at most ${registerFileLimits.maxRows.toLocaleString('en')} risks.`,
    { file: [`At most ${registerFileLimits.maxRows} rows`] },
  );
}

function unreadable(what: string): AppError {
  return new AppError('validation_failed', `The file could not be read as ${what}.`, {
    file: ['Not a readable register file (XLSX or CSV)'],
  });
}

/** Header → position; every column the import needs must be there. */
function headerPositions(headers: unknown[]): Map<string, number> {
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    if (typeof header === 'string' && header.trim()) positions.set(header.trim().toLowerCase(), index);
  });
  const missing = requiredHeaders.filter((header) => !positions.has(header.toLowerCase()));
  if (missing.length > 0) {
    throw new AppError('validation_failed', `The file lacks the columns ${missing.join(', ')}.`, {
      file: [`Missing columns: ${missing.join(', ')}`],
    });
  }
  return positions;
}

function rowOf(row: number, values: ImportedCell[], positions: Map<string, number>): ImportedRow | null {
  if (values.every((value) => value === null || value === '')) return null;
  const cells = new Map<string, ImportedCell>();
  for (const header of requiredHeaders) cells.set(header, values[positions.get(header.toLowerCase())!] ?? null);
  return { row, cells };
}

function workbookProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof WorkbookTooLarge) {
    return new AppError('payload_too_large', `The workbook holds more than a register file may (${error.message}).`, {
      file: ['Too large once unpacked'],
    });
  }
  return unreadable('a workbook');
}

async function readWorkbook(bytes: Buffer): Promise<ImportedRow[]> {
  const rows: ImportedRow[] = [];
  let positions: Map<string, number> | null = null;
  try {
    await readFirstSheet(bytes, (row, cells) => {
      const values = cells.map((value) => (typeof value === 'string' ? restored(value) : value));
      if (positions === null) {
        positions = headerPositions(values);
        return;
      }
      const imported = rowOf(row, values, positions);
      if (!imported) return;
      if (rows.length === registerFileLimits.maxRows) throw tooManyRows();
      rows.push(imported);
    });
  } catch (error) {
    throw workbookProblem(error);
  }
  if (positions === null) throw unreadable('a register: its first sheet is empty');
  return rows;
}

const cutText = (value: string) =>
  value.length > registerFileLimits.maxCellCharacters
    ? value.slice(0, registerFileLimits.maxCellCharacters + 1)
    : value;

const csvSliceBytes = 64 * 1024;

async function readCsv(bytes: Buffer): Promise<ImportedRow[]> {
  // Parsed from memory (no file stays open whichever way reading ends), fed a slice at a time so that
  // other requests are served between slices.
  const slices = Array.from({ length: Math.ceil(bytes.length / csvSliceBytes) }, (_, index) =>
    bytes.subarray(index * csvSliceBytes, (index + 1) * csvSliceBytes),
  );
  const parser = Readable.from(slices).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000 }),
  );
  const rows: ImportedRow[] = [];
  let positions: Map<string, number> | null = null;
  // Records, not lines: a spreadsheet shows a cell's line breaks within one row.
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      const values = record
        .slice(0, registerFileLimits.maxColumns)
        .map((value) => (value === '' ? null : restored(cutText(value))));
      if (positions === null) {
        positions = headerPositions(values);
        continue;
      }
      const imported = rowOf(rowNumber, values, positions);
      if (!imported) continue;
      if (rows.length === registerFileLimits.maxRows) throw tooManyRows();
      rows.push(imported);
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof AppError) throw error;
    throw unreadable('CSV');
  }
  if (positions === null) throw unreadable('a register: the file is empty');
  return rows;
}

/** A zip (an XLSX) by its first bytes; anything else is read as CSV text. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The upload (at most `maxBytes`) is read into memory once; the readers open no file of their own. */
export async function readRegisterFile(filePath: string): Promise<ImportedRow[]> {
  const bytes = await readFile(filePath);
  return isZip(bytes) ? readWorkbook(bytes) : readCsv(bytes);
}
