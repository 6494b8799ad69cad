/**
 * A CSV file a person opens in a spreadsheet, written row by row (csv-stringify): a byte-order mark
 * so that accents survive, and text that a spreadsheet could take for a formula neutralised. A cell
 * is quoted when it holds a comma, a quote or a line break (as CSV requires), and also a semicolon
 * (a spreadsheet set to split on semicolons would otherwise start a new cell there, perhaps at an
 * `=`) or a leading or trailing space (which some readers trim).
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
  const output = createWriteStream(filePath, { mode: 0o600 });
  const csv = stringify({ bom: true, header: true, columns: [...headers], quoted_match: [/;/, /^\s|\s$/] });
  csv.pipe(output);
  for await (const rows of batches) {
    for (const row of rows) {
      if (!csv.write(row.map((value) => safeCell(value) ?? ''))) await once(csv, 'drain');
    }
  }
  csv.end();
  await finished(output);
}
