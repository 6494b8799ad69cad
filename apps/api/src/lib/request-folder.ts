/**
 * A temporary folder of one request's own (an upload, an export): made by `mkdtemp` under the
 * system's temporary folder, mode 0700, so no other request can read what it holds. Its removal
 * never throws: a failure is logged, so a clean-up can run from an event handler or a `finally`
 * without becoming an unhandled rejection or hiding the request's own error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface RequestFolder {
  path: string;
  remove(): Promise<void>;
}

/** `purpose` names the folder (`freeboard-<purpose>-…`) and its removal's log line. */
export async function makeRequestFolder(purpose: string, log: FastifyBaseLogger): Promise<RequestFolder> {
  const folder = await mkdtemp(path.join(tmpdir(), `freeboard-${purpose}-`));
  return {
    path: folder,
    remove: () =>
      rm(folder, { recursive: true, force: true }).catch((error: unknown) =>
        log.error({ err: error, directory: folder }, `could not remove a temporary ${purpose} folder`),
      ),
  };
}
