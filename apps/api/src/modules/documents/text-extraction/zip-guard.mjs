// @ts-check
/**
 * Refuses a DOCX or XLSX (both ZIP archives) whose XML would inflate past a budget, before a reader
 * opens it. The readers inflate into buffers outside the JavaScript heap, which the worker's heap
 * limit does not bound: a few megabytes of zip bomb would otherwise become gigabytes of memory.
 * Plain JavaScript, loaded by the extraction worker.
 */
import { createInflateRaw } from 'node:zlib';
import { ExtractionFailure } from './extraction-failure.mjs';

/**
 * @typedef {object} ZipEntry
 * @property {string} name
 * @property {number} method 0 stored, 8 deflated; readers refuse anything else themselves.
 * @property {number} compressedSize
 * @property {number} declaredSize The uncompressed size the archive claims, which a bomb may understate.
 * @property {number} localHeaderOffset
 */

/** More entries than any real document has: each one costs the readers an object. */
const maxEntries = 20_000;

const endOfCentralDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const centralEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
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
 * The 64-bit values of the fields marked `inZip64`, in the order the format lists them.
 * @param {Buffer} extra
 * @param {{ declaredSize: boolean, compressedSize: boolean, localHeaderOffset: boolean }} wanted
 */
function zip64Values(extra, wanted) {
  for (let offset = 0; offset + 4 <= extra.length;) {
    const id = extra.readUInt16LE(offset);
    const size = extra.readUInt16LE(offset + 2);
    if (id === 0x0001) {
      let field = offset + 4;
      /** @type {(include: boolean) => number | undefined} */
      const next = (include) => {
        if (!include || field + 8 > offset + 4 + size) return undefined;
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      return {
        declaredSize: next(wanted.declaredSize),
        compressedSize: next(wanted.compressedSize),
        localHeaderOffset: next(wanted.localHeaderOffset),
      };
    }
    offset += 4 + size;
  }
  throw corrupt('a ZIP64 size without its extra field');
}

/**
 * The archive's entries, as its central directory lists them.
 * @param {Buffer} bytes
 * @returns {ZipEntry[]}
 */
export function zipEntries(bytes) {
  const directory = centralDirectoryOf(bytes);
  if (directory.entryCount > maxEntries) {
    throw new ExtractionFailure('too_large', `The archive holds ${directory.entryCount} entries.`);
  }
  /** @type {ZipEntry[]} */
  const entries = [];
  let offset = directory.offset;
  for (let index = 0; index < directory.entryCount; index++) {
    requireRange(bytes, offset, 46);
    if (bytes.readUInt32LE(offset) !== centralEntrySignature) throw corrupt('a broken central directory');
    const method = bytes.readUInt16LE(offset + 10);
    let compressedSize = bytes.readUInt32LE(offset + 20);
    let declaredSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    let localHeaderOffset = bytes.readUInt32LE(offset + 42);
    requireRange(bytes, offset + 46, nameLength + extraLength);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (compressedSize === inZip64 || declaredSize === inZip64 || localHeaderOffset === inZip64) {
      const extra = bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength);
      const values = zip64Values(extra, {
        declaredSize: declaredSize === inZip64,
        compressedSize: compressedSize === inZip64,
        localHeaderOffset: localHeaderOffset === inZip64,
      });
      declaredSize = values.declaredSize ?? declaredSize;
      compressedSize = values.compressedSize ?? compressedSize;
      localHeaderOffset = values.localHeaderOffset ?? localHeaderOffset;
    }
    entries.push({ name, method, compressedSize, declaredSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The entry's compressed bytes, found through its local header (whose extra field may differ in
 * length from the central directory's).
 * @param {Buffer} bytes
 * @param {ZipEntry} entry
 */
function compressedDataOf(bytes, entry) {
  const header = entry.localHeaderOffset;
  requireRange(bytes, header, 30);
  if (bytes.readUInt32LE(header) !== localHeaderSignature) throw corrupt(`no local header for ${entry.name}`);
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  requireRange(bytes, start, entry.compressedSize);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * How many bytes the deflated data inflates to, counting chunk by chunk and throwing each away, and
 * stopping as soon as the count passes `limit`: memory stays at one chunk whatever the archive claims.
 * @param {Buffer} compressed
 * @param {number} limit
 * @returns {Promise<number>}
 */
function inflatedSize(compressed, limit) {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflater.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        inflater.destroy();
        resolve(size);
      }
    });
    inflater.on('end', () => resolve(size));
    inflater.on('error', (error) => reject(corrupt(`damaged compressed data (${error.message})`)));
    inflater.end(compressed);
  });
}

/** The parts DOCX and XLSX readers parse: XML and relationships. Images and embedded files they skip. */
function isParsedPart(/** @type {ZipEntry} */ entry) {
  return /\.(xml|rels)$/i.test(entry.name);
}

/**
 * Throws `too_large` when the XML parts of the archive inflate to more than `budgetBytes` altogether:
 * first by the sizes the archive declares (free), then by really inflating them (a bomb can lie).
 * @param {Buffer} bytes
 * @param {number} budgetBytes
 */
export async function assertZipInflatesWithin(bytes, budgetBytes) {
  const parts = zipEntries(bytes).filter(isParsedPart);
  const declared = parts.reduce((total, entry) => total + entry.declaredSize, 0);
  const tooLarge = (/** @type {number} */ size) =>
    new ExtractionFailure('too_large', `The document's XML inflates to over ${size} bytes (budget ${budgetBytes}).`);
  if (declared > budgetBytes) throw tooLarge(declared);
  let inflated = 0;
  for (const entry of parts) {
    const data = compressedDataOf(bytes, entry);
    if (entry.method === 0) inflated += data.length;
    else if (entry.method === 8) inflated += await inflatedSize(data, budgetBytes - inflated);
    if (inflated > budgetBytes) throw tooLarge(inflated);
  }
}
