/**
 * Where uploaded files live: a local directory (STORAGE_DIR) or an S3-compatible bucket (STORAGE_URL),
 * behind one interface so that nothing else needs to know which.
 */
import type { Readable } from 'node:stream';
import { createLocalStorage } from './local-storage';
import { parseStorageUrl } from './storage-url';

export { parseStorageUrl, type S3Location } from './storage-url';

export interface StoredFile {
  stream: Readable;
  sizeBytes: number;
}

export interface PutInfo {
  contentType?: string;
  /** The body's length when known in advance; a stream of unknown length is fine without it. */
  sizeBytes?: number;
}

export interface FileStorage {
  /** Human-readable description for logs, e.g. `directory /x/files` or `s3://bucket at http://…` (never credentials). */
  readonly description: string;
  /**
   * Stores `body` under `key`, streaming (never holding the whole file in memory), and overwrites an
   * existing object. Resolves once the whole object is stored; on failure it rejects and leaves nothing
   * new under `key` (no partial object, no temporary file): an earlier object stays as it was.
   */
  put(key: string, body: Readable | Uint8Array | string, info?: PutInfo): Promise<void>;
  /** Null when there is no such object. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

export interface StorageSettings {
  /** STORAGE_DIR: used when no URL is set. */
  directory: string;
  /** STORAGE_URL (`s3://bucket?…`): when set, files go to that bucket instead of the directory. */
  url?: string;
}

/** The AWS SDK (about 40 MB of a process) is loaded only by a server whose files are in a bucket. */
export async function createFileStorage(settings: StorageSettings): Promise<FileStorage> {
  if (!settings.url) return createLocalStorage(settings.directory);
  const location = parseStorageUrl(settings.url);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(location);
}
