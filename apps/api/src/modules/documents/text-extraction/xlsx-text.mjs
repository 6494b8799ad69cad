// @ts-check
/**
 * The text of a workbook (XLSX) with exceljs's streaming reader, row by row, so a large sheet is never
 * held whole: each sheet's name, then its cells' displayed text. A workbook without any cell text
 * gives nothing, sheet names alone are not content.
 *
 * The reader parks sheets in temporary files when the shared strings come after them in the archive
 * (Excel writes them so); the server points TMPDIR at a folder of this extraction's own and removes it.
 */
import { openWorkbookStream } from './workbook-stream.mjs';

/** @typedef {import('./text-collector.mjs').TextCollector} TextCollector */

/**
 * @param {string} filePath
 * @param {TextCollector} collector
 * @param {number} maxInflatedBytes
 */
export async function collectXlsxText(filePath, collector, maxInflatedBytes) {
  const workbook = await openWorkbookStream(filePath, maxInflatedBytes);
  for await (const worksheet of workbook) {
    // The streaming reader's sheets carry their name, though its types do not say so.
    const name = /** @type {{ name?: string }} */ (/** @type {unknown} */ (worksheet)).name ?? '';
    let nameWritten = false;
    for await (const row of worksheet) {
      row.eachCell((cell) => {
        const text = cell.text.trim();
        if (!text) return;
        if (!nameWritten) {
          collector.add(`${name}\n`);
          nameWritten = true;
        }
        collector.add(`${text} `);
      });
      collector.add('\n');
      if (collector.full) return;
    }
  }
}
