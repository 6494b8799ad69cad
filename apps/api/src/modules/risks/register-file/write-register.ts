/**
 * Writes the register to a file on disk, streaming: a workbook (a Risks sheet and a Controls sheet,
 * with exceljs's streaming writer, each row committed as it is written) or a CSV of the Risks sheet
 * (csv-stringify). Text that a spreadsheet could take for a formula is neutralised.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { controlColumns, registerColumns, type Cell, type ControlSheetRow, type RegisterRow } from './register-columns';
import { neutralised } from './spreadsheet-cells';

const safe = (value: Cell): Cell => (typeof value === 'string' ? neutralised(value) : value);

export async function writeWorkbook(
  filePath: string,
  risks: AsyncIterable<RegisterRow[]>,
  controls: () => AsyncIterable<ControlSheetRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useSharedStrings: false,
    useStyles: true,
  });
  const riskSheet = workbook.addWorksheet('Risks', { views: [{ state: 'frozen', ySplit: 1 }] });
  riskSheet.columns = registerColumns.map((column) => ({ header: column.header, width: column.width }));
  riskSheet.getRow(1).font = { bold: true };
  for await (const batch of risks) {
    for (const row of batch) riskSheet.addRow(registerColumns.map((column) => safe(column.write(row)))).commit();
  }
  riskSheet.commit();
  const controlSheet = workbook.addWorksheet('Controls', { views: [{ state: 'frozen', ySplit: 1 }] });
  controlSheet.columns = controlColumns.map((column) => ({ header: column.header, width: column.width }));
  controlSheet.getRow(1).font = { bold: true };
  for await (const batch of controls()) {
    for (const row of batch) controlSheet.addRow(controlColumns.map((column) => safe(column.write(row)))).commit();
  }
  controlSheet.commit();
  await workbook.commit();
}

export async function writeCsv(filePath: string, risks: AsyncIterable<RegisterRow[]>): Promise<void> {
  const output = createWriteStream(filePath);
  // A byte-order mark, so spreadsheets open the UTF-8 file with its accents intact.
  const csv = stringify({ bom: true, header: true, columns: registerColumns.map((column) => column.header) });
  csv.pipe(output);
  for await (const batch of risks) {
    for (const row of batch) {
      if (!csv.write(registerColumns.map((column) => safe(column.write(row)) ?? ''))) await once(csv, 'drain');
    }
  }
  csv.end();
  await finished(output);
}
