/**
 * The entries of a zip archive held in memory (an uploaded workbook, at most a few megabytes), read
 * from its central directory, and one entry inflated on demand within a byte budget. Nothing is
 * written to disk and no file stays open: a reader takes the few entries it needs by name and never
 * walks the others, however many the archive holds.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const endOfCentralDirectorySignature = 0x06054b50;
const centralEntrySignature = 0x02014b50;
const localEntrySignature = 0x04034b50;

export class ZipUnreadable extends Error {}

/** The inflated size passed the budget. */
export class ZipEntryTooLarge extends Error {}

function requireRange(bytes: Buffer, offset: number, length: number) {
  if (offset < 0 || offset + length > bytes.length) throw new ZipUnreadable('a record points outside the file');
}

function endOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === endOfCentralDirectorySignature) return offset;
  }
  throw new ZipUnreadable('no end of central directory');
}

/** Entries by name (a workbook never needs ZIP64: the upload is a few megabytes). */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const end = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index++) {
    requireRange(bytes, offset, 46);
    if (bytes.readUInt32LE(offset) !== centralEntrySignature) throw new ZipUnreadable('a broken central directory');
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    requireRange(bytes, offset + 46, nameLength);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      name,
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes, inflated; more than `maxBytes` throws `ZipEntryTooLarge` without going further. */
export function inflateEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const header = entry.localHeaderOffset;
  requireRange(bytes, header, 30);
  if (bytes.readUInt32LE(header) !== localEntrySignature) throw new ZipUnreadable('a broken local header');
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  requireRange(bytes, start, entry.compressedSize);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipEntryTooLarge();
    return data;
  }
  if (entry.method !== 8) throw new ZipUnreadable(`compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipEntryTooLarge();
    throw new ZipUnreadable('damaged compressed data');
  }
}
