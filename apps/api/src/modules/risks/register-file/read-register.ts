/**
 * Reads an uploaded register file into rows of cells by header, with bounds: a workbook (the zip is
 * checked to inflate within a budget before exceljs's streaming reader opens it; its first sheet is
 * read) or a CSV (csv-parse, streaming). At most `maxRows` rows; a formula's cached result is read,
 * never the formula, and nothing in the file is evaluated.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error';
// The same guard that bounds workbooks whose text is read for search.
import { ExtractionFailure } from '../../documents/text-extraction/extraction-failure.mjs';
import { openWorkbookStream } from '../../documents/text-extraction/workbook-stream.mjs';
import { requiredHeaders } from './register-columns';
import { registerFileLimits } from './register-file-limits';
import { restored } from '../../../lib/exports/spreadsheet-cells';

export type ImportedCell = string | number | boolean | null;

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

/** A workbook cell as the import reads it: the value, or a formula's last result, never the formula. */
function cellValue(value: ExcelJS.CellValue): ImportedCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return restored(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result ?? null);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return cellValue(value.text);
  }
  return null;
}

async function readWorkbook(filePath: string): Promise<ImportedRow[]> {
  let workbook: ExcelJS.stream.xlsx.WorkbookReader;
  try {
    workbook = await openWorkbookStream(filePath, registerFileLimits.maxInflatedBytes);
  } catch (error) {
    if (error instanceof ExtractionFailure && error.reason === 'too_large') {
      throw new AppError('payload_too_large', 'The workbook inflates to more than a register file may.', {
        file: ['Too large once unpacked'],
      });
    }
    throw unreadable('a workbook');
  }
  const rows: ImportedRow[] = [];
  try {
    for await (const worksheet of workbook) {
      let positions: Map<string, number> | null = null;
      for await (const row of worksheet) {
        // exceljs numbers cells from 1; index 0 of `values` is empty.
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
        if (positions === null) {
          positions = headerPositions(values);
          continue;
        }
        const imported = rowOf(row.number, values, positions);
        if (!imported) continue;
        if (rows.length === registerFileLimits.maxRows) throw tooManyRows();
        rows.push(imported);
      }
      if (positions === null) throw unreadable('a register: its first sheet is empty');
      // The register is the first sheet; the others (the controls) are for reading.
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('a workbook');
  }
  return rows;
}

async function readCsv(filePath: string): Promise<ImportedRow[]> {
  const parser = createReadStream(filePath).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000 }),
  );
  const rows: ImportedRow[] = [];
  let positions: Map<string, number> | null = null;
  // Records, not lines: a spreadsheet shows a cell's line breaks within one row.
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      const values = record.map((value) => (value === '' ? null : restored(value)));
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
async function isZip(filePath: string): Promise<boolean> {
  const handle = await open(filePath);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

export async function readRegisterFile(filePath: string): Promise<ImportedRow[]> {
  return (await isZip(filePath)) ? readWorkbook(filePath) : readCsv(filePath);
}
