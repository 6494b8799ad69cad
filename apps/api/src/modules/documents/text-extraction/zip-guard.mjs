// @ts-check
/**
 * Refuses a DOCX or XLSX (both ZIP archives) whose entries would inflate past a budget, before a
 * reader opens it. The readers inflate into buffers outside the JavaScript heap, which the worker's heap
 * limit does not bound: a few megabytes of zip bomb would otherwise become gigabytes of memory.
 * Plain JavaScript, loaded by the extraction worker.
 */
import { createInflateRaw } from 'node:zlib';
import { ExtractionFailure } from './extraction-failure.mjs';

/** More entries than any real document has: each one costs the readers an object. */
const maxEntries = 20_000;

const endOfCentralDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const centralEntrySignature = 0x02014b50;
/** A 32-bit field holding this value has its true value in the ZIP64 extra field. */
const inZip64 = 0xffffffff;

/** @param {string} message */
function corrupt(message) {
  return new ExtractionFailure('unreadable', `Not a valid ZIP archive: ${message}.`);
}

/**
 * @param {Buffer} bytes
 * @param {number} offset
 * @param {number} length
 */
function requireRange(bytes, offset, length) {
  if (offset < 0 || offset + length > bytes.length) throw corrupt('a record points outside the file');
}

/** @param {Buffer} bytes */
function findEndOfCentralDirectory(bytes) {
  // The record is 22 bytes plus a comment of at most 65,535: search backwards within that reach.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === endOfCentralDirectorySignature) return offset;
  }
  throw corrupt('no end of central directory');
}

/**
 * Where the central directory is and how many entries it holds, from the ZIP64 record when the
 * classic one says its fields overflowed.
 * @param {Buffer} bytes
 */
function centralDirectoryOf(bytes) {
  const end = findEndOfCentralDirectory(bytes);
  let entryCount = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entryCount === 0xffff || offset === inZip64) {
    const locator = end - 20;
    requireRange(bytes, locator, 20);
    if (bytes.readUInt32LE(locator) !== zip64LocatorSignature) throw corrupt('no ZIP64 locator');
    const zip64End = Number(bytes.readBigUInt64LE(locator + 8));
    requireRange(bytes, zip64End, 56);
    if (bytes.readUInt32LE(zip64End) !== zip64EndSignature) throw corrupt('no ZIP64 end record');
    entryCount = Number(bytes.readBigUInt64LE(zip64End + 32));
    offset = Number(bytes.readBigUInt64LE(zip64End + 48));
  }
  return { entryCount, offset };
}

/**
 * An entry's uncompressed size from its ZIP64 extra field, where the 32-bit field said it overflowed.
 * It is the extra field's first value: the format lists the overflowed fields in a fixed order.
 * @param {Buffer} extra
 */
function zip64DeclaredSize(extra) {
  for (let offset = 0; offset + 4 <= extra.length;) {
    const id = extra.readUInt16LE(offset);
    const size = extra.readUInt16LE(offset + 2);
    if (id === 0x0001) {
      // Too short to hold it: the size stays as the 32-bit field gave it (4 GiB), past any budget.
      return size >= 8 && offset + 12 <= extra.length ? Number(extra.readBigUInt64LE(offset + 4)) : inZip64;
    }
    offset += 4 + size;
  }
  throw corrupt('a ZIP64 size without its extra field');
}

/**
 * The uncompressed size the central directory declares for all its entries together (which a bomb
 * may understate or leave entries out of): a free first refusal, before anything is inflated.
 * @param {Buffer} bytes
 * @returns {number}
 */
export function declaredTotalSize(bytes) {
  const directory = centralDirectoryOf(bytes);
  if (directory.entryCount > maxEntries) {
    throw new ExtractionFailure('too_large', `The archive holds ${directory.entryCount} entries.`);
  }
  let total = 0;
  let offset = directory.offset;
  for (let index = 0; index < directory.entryCount; index++) {
    requireRange(bytes, offset, 46);
    if (bytes.readUInt32LE(offset) !== centralEntrySignature) throw corrupt('a broken central directory');
    const declaredSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    requireRange(bytes, offset + 46, nameLength + extraLength);
    const extraStart = offset + 46 + nameLength;
    total +=
      declaredSize === inZip64 ? zip64DeclaredSize(bytes.subarray(extraStart, extraStart + extraLength)) : declaredSize;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return total;
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
