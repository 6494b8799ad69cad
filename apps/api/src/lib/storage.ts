/**
 * File storage under STORAGE_DIR, addressed by keys such as `<tenantID>/<documentID>/<fileName>`.
 * The one interface that an object-storage implementation would replace.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from './app-error';

export interface FileStorage {
  write(key: string, contents: Uint8Array | string): Promise<void>;
  /** Null when the file is missing. */
  read(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
}

export function createFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  function pathOf(key: string): string {
    const resolved = path.resolve(base, key);
    // Keys come from our own database, but a key must never step outside the storage root.
    if (!resolved.startsWith(base + path.sep)) throw new AppError('bad_request', 'Invalid storage key.');
    return resolved;
  }
  return {
    async write(key, contents) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, contents);
      await rename(temporary, target);
    },
    async read(key) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), sizeBytes: info.size };
      } catch {
        return null;
      }
    },
  };
}
