/**
 * One place that turns every failure into RFC 9457 problem+json with a stable `code`. Details of
 * unexpected (5xx) errors are logged, never sent: no stack traces or SQL reach a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorCode, type Problem } from '@freeboard/shared/errors';
import { AppError } from '../lib/app-error';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../lib/database-errors';
import { constraintProblem } from '../lib/resources/constraint-errors';

const titles: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'Invalid input',
  invalid_credentials: 'Wrong email or password',
  unauthenticated: 'Sign-in required',
  invalid_token: 'Invalid access token',
  access_token_expired: 'Access token expired',
  forbidden: 'Not allowed',
  tenant_forbidden: 'Not a member of this tenant',
  route_not_found: 'No such route',
  payload_too_large: 'Request too large',
  unsupported_media_type: 'Unsupported content type',
  rate_limited: 'Too many requests',
  version_conflict: 'Changed by someone else',
  code_taken: 'Code already taken',
  has_dependents: 'Other records depend on this one',
  duplicate_file: 'File already uploaded',
  file_too_large: 'File too large',
  unsupported_file_type: 'Type of file not accepted',
  database_unavailable: 'Database unavailable',
  internal_error: 'Something went wrong on our side',
};

export function problemFor(code: ErrorCode, detail: string | undefined, instance: string): Problem {
  return {
    type: `https://freeboard.app/problems/${code.replaceAll('_', '-')}`,
    title: titles[code] ?? code.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase()),
    status: errorStatus[code],
    ...(detail ? { detail } : {}),
    code,
    instance,
  };
}

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  detail?: string,
  extra: Partial<Problem> = {},
) {
  const problem = { ...problemFor(code, detail, request.url.split('?')[0] ?? request.url), ...extra };
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** Zod issues → `{ "field.path": ["message", …] }`. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const where = error.validationContext ?? 'body';
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

const fastifyCodeMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Fastify reads the body even of a request that matched no route; whatever is wrong with that
    // body, the answer is still that there is no such route.
    if (request.is404 && error.statusCode !== undefined && error.statusCode < 500) {
      const url = request.url.split('?')[0] ?? request.url;
      return sendProblem(reply, request, 'route_not_found', `No route ${request.method} ${url}.`);
    }
    const expected = error instanceof AppError ? error : constraintProblem(error);
    if (expected) {
      if (expected.headers) void reply.headers(expected.headers);
      return sendProblem(
        reply,
        request,
        expected.code,
        expected.message === expected.code ? undefined : expected.message,
        { ...(expected.fieldErrors ? { errors: expected.fieldErrors } : {}), ...expected.extensions },
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, request, 'validation_failed', 'Some fields are not valid.', {
        errors: fieldErrors(error),
      });
    }
    if (error.code === 'FST_ERR_VALIDATION') {
      return sendProblem(reply, request, 'validation_failed', error.message);
    }
    const mapped = error.code ? fastifyCodeMap[error.code] : undefined;
    if (mapped) return sendProblem(reply, request, mapped, error.message);
    if (error.statusCode === 429) {
      return sendProblem(reply, request, 'rate_limited', 'Too many requests; try again later.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, request, 'bad_request', error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts or fails over: the client may retry, the process lives on.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendProblem(
        reply,
        request,
        'database_unavailable',
        'The database is not available right now. Try again in a few seconds.',
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendProblem(reply, request, 'internal_error');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
