// @ts-check
/**
 * Refuses a DOCX or XLSX (both ZIP archives) whose entries would inflate past a budget, before a
 * reader opens it. The readers inflate into buffers outside the JavaScript heap, which the worker's heap
 * limit does not bound: a few megabytes of zip bomb would otherwise become gigabytes of memory.
 * Plain JavaScript, loaded by the extraction worker.
 */
import { createInflateRaw } from 'node:zlib';
import { centralDirectoryOf, centralEntries, inZip64, ZipUnreadable } from '../../../lib/zip-directory.mjs';
import { ExtractionFailure } from './extraction-failure.mjs';

/** More entries than any real document has: each one costs the readers an object. */
const maxEntries = 20_000;

/** @param {string} message */
function corrupt(message) {
  return new ExtractionFailure('unreadable', `Not a valid ZIP archive: ${message}.`);
}

/**
 * The uncompressed size the central directory declares for all its entries together (which a bomb
 * may understate or leave entries out of): a free first refusal, before anything is inflated.
 * @param {Buffer} bytes
 * @returns {number}
 */
export function declaredTotalSize(bytes) {
  try {
    const directory = centralDirectoryOf(bytes);
    if (directory.entryCount > maxEntries) {
      throw new ExtractionFailure('too_large', `The archive holds ${directory.entryCount} entries.`);
    }
    return centralEntries(bytes, directory).reduce((total, entry) => total + entry.declaredSize, 0);
  } catch (error) {
    throw error instanceof ZipUnreadable ? corrupt(error.message) : error;
  }
}

/**
 * How many bytes deflated data inflates to, counting chunk by chunk and throwing each away, and
 * stopping as soon as the count passes `limit`: memory stays at one chunk whatever the archive claims.
 * The data may run on past the deflate stream's end (the next entry): `consumed` is how far the
 * stream went.
 * @param {Buffer} compressed
 * @param {number} limit
 * @returns {Promise<{ size: number, consumed: number }>}
 */
function inflatedSize(compressed, limit) {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflater.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        inflater.destroy();
        resolve({ size, consumed: inflater.bytesWritten });
      }
    });
    inflater.on('end', () => resolve({ size, consumed: inflater.bytesWritten }));
    inflater.on('error', (error) => reject(corrupt(`damaged compressed data (${error.message})`)));
    inflater.end(compressed);
  });
}

/**
 * Every entry a reader could inflate, found by walking the local headers as streaming readers do
 * (exceljs reads entries in file order, whatever the central directory lists): an entry the central
 * directory leaves out still counts. Each local header's data is inflated once, up to what is left of
 * the budget; a header whose data does not inflate (a signature that merely occurs inside other data)
 * is no entry and counts nothing.
 * @param {Buffer} bytes
 * @param {number} budgetBytes
 * @returns {Promise<number>} the bytes inflated, which may pass the budget by one chunk
 */
async function inflatedTotal(bytes, budgetBytes) {
  let inflated = 0;
  for (let header = bytes.indexOf(localSignatureBytes); header !== -1;) {
    if (header + 30 > bytes.length) break;
    const method = bytes.readUInt16LE(header + 8);
    const compressedSize = bytes.readUInt32LE(header + 18);
    const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    let consumed = 0;
    if (method === 8 && start < bytes.length) {
      const counted = await inflatedSize(bytes.subarray(start), budgetBytes - inflated).catch(() => null);
      if (counted) {
        inflated += counted.size;
        consumed = counted.consumed;
      }
    } else if (method === 0 && compressedSize !== inZip64) {
      inflated += Math.min(compressedSize, Math.max(0, bytes.length - start));
      consumed = compressedSize;
    }
    if (inflated > budgetBytes) return inflated;
    header = bytes.indexOf(localSignatureBytes, Math.max(header + 4, start + consumed));
  }
  return inflated;
}

const localSignatureBytes = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Throws `too_large` when the archive's entries inflate to more than `budgetBytes` altogether,
 * whatever they are named (a main part may be called `word/document.bin`) and whether or not the
 * central directory lists them: first by the sizes the central directory declares (free), then by
 * really inflating every local entry (a bomb can lie and hide). What the readers may then inflate,
 * in memory or in the temporary files exceljs parks sheets in, is bounded by the same budget.
 * @param {Buffer} bytes
 * @param {number} budgetBytes
 */
export async function assertZipInflatesWithin(bytes, budgetBytes) {
  const declared = declaredTotalSize(bytes);
  const tooLarge = (/** @type {number} */ size) =>
    new ExtractionFailure('too_large', `The document's parts inflate to over ${size} bytes (budget ${budgetBytes}).`);
  if (declared > budgetBytes) throw tooLarge(declared);
  const inflated = await inflatedTotal(bytes, budgetBytes);
  if (inflated > budgetBytes) throw tooLarge(inflated);
}
