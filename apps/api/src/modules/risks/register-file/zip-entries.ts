/**
 * The entries of a zip archive held in memory (an uploaded workbook, at most a few megabytes), read
 * from its central directory, and one entry inflated on demand within a byte budget. Nothing is
 * written to disk and no file stays open: a reader takes the few entries it needs by name and never
 * walks the others, however many the archive holds.
 */
import { inflateRawSync } from 'node:zlib';
import { centralEntries, requireRange, ZipUnreadable, type ZipEntry } from '../../../lib/zip-directory.mjs';

export type { ZipEntry };

const localEntrySignature = 0x04034b50;

/** The inflated size passed the budget. */
export class ZipEntryTooLarge extends Error {}

/** Entries by name. */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  return new Map(centralEntries(bytes).map((entry) => [entry.name, entry]));
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
