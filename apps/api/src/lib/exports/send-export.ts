/**
 * Sends a file that is first written to disk: the tenant transaction reads and writes it batch by
 * batch, and only then is it streamed to the client, so a slow client never holds a transaction open
 * and memory holds one batch whatever the size. The temporary folder goes once the file has been
 * sent, the client went away, or writing failed. The folder is the request's own (mode 0700, as
 * `mkdtemp` makes it), so no other request can read a tenant's file; a failed removal is logged,
 * never an unhandled rejection.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export interface ExportFile {
  /** The name the browser saves it under. */
  name: string;
  contentType: string;
}

export async function sendExport(
  reply: FastifyReply,
  file: ExportFile,
  write: (filePath: string) => Promise<void>,
): Promise<FastifyReply> {
  const directory = await mkdtemp(path.join(tmpdir(), 'freeboard-export-'));
  const removeDirectory = () =>
    rm(directory, { recursive: true, force: true }).catch((error: unknown) =>
      reply.log.error({ err: error, directory }, 'could not remove an export’s temporary folder'),
    );
  try {
    const filePath = path.join(directory, 'export');
    await write(filePath);
    const { size } = await stat(filePath);
    const stream = createReadStream(filePath);
    stream.once('close', () => void removeDirectory());
    return reply
      .header('content-type', file.contentType)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  } catch (error) {
    await removeDirectory();
    throw error;
  }
}
