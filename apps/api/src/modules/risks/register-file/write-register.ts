/**
 * Writes the register to a file on disk, streaming: a workbook (a Risks sheet and a Controls sheet,
 * with exceljs's streaming writer, each row committed as it is written) or a CSV of the Risks sheet
 * (csv-stringify). Text that a spreadsheet could take for a formula is neutralised, and in the
 * workbook a character its XML cannot hold is written as `_xHHHH_` (`spreadsheet-cells`).
 */
import ExcelJS from 'exceljs';
import { safeCell, writeCsvFile, type Cell } from '../../../lib/exports/csv-file';
import { escapedForWorkbook } from '../../../lib/exports/spreadsheet-cells';
import { controlColumns, registerColumns, type ControlSheetRow, type RegisterRow } from './register-columns';

const safe = (value: Cell): Cell => {
  const cell = safeCell(value);
  return typeof cell === 'string' ? escapedForWorkbook(cell) : cell;
};

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
  await writeCsvFile(
    filePath,
    registerColumns.map((column) => column.header),
    mapBatches(risks, (row) => registerColumns.map((column) => column.write(row))),
  );
}

async function* mapBatches<T>(batches: AsyncIterable<T[]>, toCells: (row: T) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map(toCells);
}
