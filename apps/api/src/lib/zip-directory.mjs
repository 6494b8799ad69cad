// @ts-check
/**
 * The central directory of a ZIP archive held in memory (a DOCX or XLSX): where it is, and its
 * entries with what each declares. Shared by the guard that bounds what a document's archive may
 * inflate to (`modules/documents/text-extraction/zip-guard.mjs`, loaded by the extraction worker as
 * plain JavaScript) and by the register import, which inflates only the entries it needs
 * (`modules/risks/register-file/zip-entries.ts`).
 */

const endOfCentralDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const centralEntrySignature = 0x02014b50;
/** A 32-bit field holding this value has its true value in the ZIP64 extra field. */
export const inZip64 = 0xffffffff;

/** The archive's records do not hold together. */
export class ZipUnreadable extends Error {}

/**
 * @param {Buffer} bytes
 * @param {number} offset
 * @param {number} length
 */
export function requireRange(bytes, offset, length) {
  if (offset < 0 || offset + length > bytes.length) throw new ZipUnreadable('a record points outside the file');
}

/** @param {Buffer} bytes */
function findEndOfCentralDirectory(bytes) {
  // The record is 22 bytes plus a comment of at most 65,535: search backwards within that reach.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === endOfCentralDirectorySignature) return offset;
  }
  throw new ZipUnreadable('no end of central directory');
}

/**
 * Where the central directory is and how many entries it holds, from the ZIP64 record when the
 * classic one says its fields overflowed.
 * @param {Buffer} bytes
 * @returns {{ entryCount: number, offset: number }}
 */
export function centralDirectoryOf(bytes) {
  const end = findEndOfCentralDirectory(bytes);
  let entryCount = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entryCount === 0xffff || offset === inZip64) {
    const locator = end - 20;
    requireRange(bytes, locator, 20);
    if (bytes.readUInt32LE(locator) !== zip64LocatorSignature) throw new ZipUnreadable('no ZIP64 locator');
    const zip64End = Number(bytes.readBigUInt64LE(locator + 8));
    requireRange(bytes, zip64End, 56);
    if (bytes.readUInt32LE(zip64End) !== zip64EndSignature) throw new ZipUnreadable('no ZIP64 end record');
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
  throw new ZipUnreadable('a ZIP64 size without its extra field');
}

/**
 * @typedef {object} ZipEntry
 * @property {string} name
 * @property {number} method 0 stored, 8 deflated
 * @property {number} compressedSize
 * @property {number} declaredSize what the entry says it inflates to (a bomb may understate it)
 * @property {number} localHeaderOffset
 */

/**
 * The entries the central directory lists, in its order.
 * @param {Buffer} bytes
 * @param {{ entryCount: number, offset: number }} [directory] `centralDirectoryOf(bytes)`, when the caller read it already
 * @returns {ZipEntry[]}
 */
export function centralEntries(bytes, directory = centralDirectoryOf(bytes)) {
  const entries = [];
  let offset = directory.offset;
  for (let index = 0; index < directory.entryCount; index++) {
    requireRange(bytes, offset, 46);
    if (bytes.readUInt32LE(offset) !== centralEntrySignature) throw new ZipUnreadable('a broken central directory');
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    requireRange(bytes, offset + 46, nameLength + extraLength);
    const extraStart = offset + 46 + nameLength;
    entries.push({
      name: bytes.toString('utf8', offset + 46, extraStart),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: size === inZip64 ? zip64DeclaredSize(bytes.subarray(extraStart, extraStart + extraLength)) : size,
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
