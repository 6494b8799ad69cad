/**
 * Sends a file that is first written to disk: the tenant transaction reads and writes it batch by
 * batch, and only then is it streamed to the client, so a slow client never holds a transaction open
 * and memory holds one batch whatever the size. The temporary folder goes once the file has been
 * sent, the client went away, or writing failed; it is the request's own (`makeRequestFolder`).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { makeRequestFolder } from '../request-folder';

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
  const folder = await makeRequestFolder('export', reply.log);
  try {
    const filePath = path.join(folder.path, 'export');
    await write(filePath);
    const { size } = await stat(filePath);
    const stream = createReadStream(filePath);
    stream.once('close', () => void folder.remove());
    return reply
      .header('content-type', file.contentType)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  } catch (error) {
    await folder.remove();
    throw error;
  }
}
