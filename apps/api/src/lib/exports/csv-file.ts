/**
 * A CSV file a person opens in a spreadsheet, written row by row (csv-stringify): a byte-order mark
 * so that accents survive, and text that a spreadsheet could take for a formula neutralised.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutralised } from './spreadsheet-cells';

export type Cell = string | number | null;

export const safeCell = (value: Cell): Cell => (typeof value === 'string' ? neutralised(value) : value);

export const csvContentType = 'text/csv; charset=utf-8';

export async function writeCsvFile(
  filePath: string,
  headers: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Promise<void> {
  const output = createWriteStream(filePath);
  const csv = stringify({ bom: true, header: true, columns: [...headers] });
  csv.pipe(output);
  for await (const rows of batches) {
    for (const row of rows) {
      if (!csv.write(row.map((value) => safeCell(value) ?? ''))) await once(csv, 'drain');
    }
  }
  csv.end();
  await finished(output);
}
