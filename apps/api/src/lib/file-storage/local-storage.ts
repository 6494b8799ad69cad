/** The file storage driver for a local directory (STORAGE_DIR): one file per key, under the root. */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';
import { assertValidStorageKey } from './storage-key';

export function createLocalStorage(directory: string): FileStorage {
  const root = path.resolve(directory);

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const resolved = path.resolve(root, key);
    // Belt and braces: the key check already rules this out.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`Storage key resolves outside ${root}.`);
    return resolved;
  }

  return {
    description: `directory ${root}`,

    async put(key, body) {
      const target = pathOf(key);
      // The first folder this put made, if any: a failed put takes back the folders it made empty.
      const madeFrom = await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target so that the rename stays on one file system (and so is atomic). Named
      // apart from the target: a long file name plus a suffix could pass the 255-byte name limit.
      const temporary = path.join(path.dirname(target), `.${randomUUID()}.part`);
      const source = typeof body === 'string' || body instanceof Uint8Array ? Readable.from([body]) : body;
      try {
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        if (madeFrom) await removeEmptyFolders(path.dirname(target), madeFrom);
        throw error;
      }
    },

    async read(key) {
      // Opened before it is measured: a put or remove meanwhile cannot make the size and the bytes disagree.
      let file: FileHandle;
      try {
        file = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const info = await file.stat();
        if (!info.isFile()) {
          await file.close();
          return null;
        }
        return { stream: file.createReadStream(), sizeBytes: info.size };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async remove(key) {
      // `force` ignores a missing file; a directory under the key is refused (no `recursive`).
      const target = pathOf(key);
      await rm(target, { force: true });
      // The document's folder goes with its last file; the tenant's stays (it holds others or will).
      await removeEmptyFolders(path.dirname(target), path.dirname(target));
    },
  };
}

/** Removes `folder` and its parents up to `top` (included) while they are empty; a folder in use stays. */
async function removeEmptyFolders(folder: string, top: string): Promise<void> {
  for (let current = folder; current.startsWith(top); current = path.dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (another file arrived), or gone already
    }
    if (current === top) return;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  // ENOTDIR: a segment of the key names a file, so nothing can exist below it.
  return code === 'ENOENT' || code === 'ENOTDIR';
}
