/**
 * A cached JSON answer and its compressed forms, each made once: a cached list read by many is
 * compressed on its first request for an encoding, not on every request (brotli over half a megabyte
 * costs more than serving it from memory).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** Below this, compression saves too little to be worth a header. */
const minimumCompressedLength = 1024;

export class CachedAnswer {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();
  private utf8: Buffer | undefined;

  constructor(readonly json: string) {}

  /** The JSON as bytes, encoded once: a string with any non-Latin-1 character costs a re-encoding per send. */
  get bytes(): Buffer {
    this.utf8 ??= Buffer.from(this.json, 'utf8');
    return this.utf8;
  }

  encodedAs(encoding: AnswerEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.bytes);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (`q=0` refuses). */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([token]) => token?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    answer.json.length >= minimumCompressedLength ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.bytes);
  return reply.header('content-encoding', encoding).send(answer.encodedAs(encoding));
}
