// @ts-check
/**
 * A workbook (XLSX) opened for reading row by row with exceljs's streaming reader, after checking
 * that its archive does not inflate past a budget (a zip bomb is refused before any sheet is read).
 * Only cell values are read: styles, hyperlinks and other entries are skipped.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { assertZipInflatesWithin } from './zip-guard.mjs';

/**
 * @param {string} filePath
 * @param {number} maxInflatedBytes
 */
export async function openWorkbookStream(filePath, maxInflatedBytes) {
  await assertZipInflatesWithin(await readFile(filePath), maxInflatedBytes);
  return new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
}
