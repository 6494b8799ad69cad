/**
 * Reads a multipart upload: the one `file` part streams to a temporary file while it is hashed and
 * counted, so no file is ever held in memory whatever its size; the other parts are collected as
 * fields (a repeated field becomes an array). Parts may come in any order.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import type {} from '@fastify/multipart';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { makeRequestFolder } from '../../../lib/request-folder';
import { safeFileName } from './safe-file-name';

export interface ReceivedFile {
  /** The temporary copy; removed by `discard()`. */
  path: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
}

export interface ReceivedUpload {
  file: ReceivedFile;
  fields: Record<string, string | string[]>;
  discard(): Promise<void>;
}

function fileTooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return new AppError('file_too_large', `Files may be at most ${megabytes} MB.`, {
    file: [`At most ${megabytes} MB`],
  });
}

/** Passes the bytes on, hashing and counting them. */
class HashingCounter extends Transform {
  readonly hash = createHash('sha256');
  sizeBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk);
    this.sizeBytes += chunk.length;
    done(null, chunk);
  }
}

function exactlyOneFile(): AppError {
  return new AppError('validation_failed', 'Send exactly one file, in the field "file".', {
    file: ['Exactly one file'],
  });
}

/**
 * What the multipart reader throws for a body that is not well-formed multipart: no boundary, a part
 * cut short, a broken part header. The client's mistake (400), not the server's.
 */
const malformedMultipart =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (form|multipart data)|Malformed part header|.* terminated early)/;

/** The problem a failed read of the upload is for the client, or null when it is the server's own. */
function uploadProblem(error: unknown, maxBytes: number): AppError | null {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  // A second file part (`files: 1`): the same answer as a file sent under another name.
  if (code === 'FST_FILES_LIMIT') return exactlyOneFile();
  if (typeof message === 'string' && malformedMultipart.test(message)) {
    return new AppError('bad_request', 'The upload could not be read: its multipart body is malformed or cut short.');
  }
  return null;
}

function addField(fields: Record<string, string | string[]>, name: string, value: string) {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const folder = await makeRequestFolder('upload', request.log);
  const discard = () => folder.remove();
  const fields: Record<string, string | string[]> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') addField(fields, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        // Only one file per request, under `file`: anything else is drained and refused.
        part.file.resume();
        throw exactlyOneFile();
      }
      const target = path.join(folder.path, 'upload');
      const counter = new HashingCounter();
      let truncated = false;
      part.file.once('limit', () => {
        truncated = true;
      });
      try {
        await pipeline(part.file, counter, createWriteStream(target, { mode: 0o600 }));
      } catch (error) {
        if (truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
        throw error;
      }
      if (truncated || part.file.truncated) throw fileTooLarge(maxBytes);
      file = {
        path: target,
        fileName: safeFileName(part.filename),
        sizeBytes: counter.sizeBytes,
        sha256: counter.hash.digest('hex'),
      };
    }
  } catch (error) {
    await discard();
    throw uploadProblem(error, maxBytes) ?? error;
  }
  if (!file) {
    await discard();
    throw new AppError('validation_failed', 'Choose a file to upload.', { file: ['Required'] });
  }
  if (file.sizeBytes === 0) {
    await discard();
    throw new AppError('validation_failed', 'The file is empty.', { file: ['The file is empty'] });
  }
  return { file, fields, discard };
}
