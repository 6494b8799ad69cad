/**
 * Storage keys (`<tenantID>/<documentID>/<versionNumber>-<fileName>`) are checked the same way by every
 * driver, so a key that one driver accepts never fails on another after a switch.
 */
import { AppError } from '../app-error';

/** What file systems allow in one name (ext4, APFS, NTFS in UTF-16 units), and so what a key's segment may be, in UTF-8 bytes. */
export const maxSegmentBytes = 255;

/**
 * Throws unless `key` is relative, made of non-empty `/`-separated segments of at most 255 bytes,
 * none of them `.` or `..`.
 */
export function assertValidStorageKey(key: string): void {
  // Keys come from our own database, but a key must never name anything outside the storage root: no
  // absolute path, no parent segment, no NUL (which truncates paths in C APIs), and no backslash
  // (a separator on Windows, and never part of a key we make).
  const valid =
    key.length > 0 &&
    !key.includes('\0') &&
    !key.includes('\\') &&
    key
      .split('/')
      .every(
        (segment) =>
          segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= maxSegmentBytes,
      );
  if (!valid) throw new AppError('bad_request', 'Invalid storage key.');
}
