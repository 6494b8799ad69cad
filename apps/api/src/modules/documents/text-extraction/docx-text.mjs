// @ts-check
/**
 * The text of a Word document (DOCX) with mammoth: paragraphs, tables, lists, footnotes. Its XML is
 * checked against the inflation budget first, since mammoth inflates it whole.
 */
import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { assertZipInflatesWithin } from './zip-guard.mjs';

/** @typedef {import('./text-collector.mjs').TextCollector} TextCollector */

/**
 * @param {string} filePath
 * @param {TextCollector} collector
 * @param {number} maxInflatedBytes
 */
export async function collectDocxText(filePath, collector, maxInflatedBytes) {
  const bytes = await readFile(filePath);
  await assertZipInflatesWithin(bytes, maxInflatedBytes);
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  collector.add(value);
}
