/**
 * Problem+json for the failures that happen before a route runs, and so before the error handler:
 * requests Node's HTTP parser rejects (a bad Content-Length, a header too large, a timeout) and
 * addresses Fastify cannot decode (`/api/%`). Fastify answers those with its own plain JSON.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problemFor, sendProblem } from './errors';

/** For Fastify's `clientErrorHandler`: the request never became a request, so the socket is all there is. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset or already closed connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const problem = {
    ...problemFor('bad_request', 'The request could not be read.', '/'),
    status,
    ...(status === 431 ? { title: 'Request headers too large', detail: 'The request headers are too large.' } : {}),
    ...(status === 408 ? { title: 'Request timeout', detail: 'The request took too long to arrive.' } : {}),
  };
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** For Fastify's `frameworkErrors`: a URL that does not decode, or a failed route constraint. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'The request is not valid.';
  void sendProblem(reply, request, 'bad_request', detail);
}
