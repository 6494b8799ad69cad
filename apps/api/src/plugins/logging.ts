/** Structured JSON logs with request IDs. Tokens, passwords, cookies and one-time codes never appear. */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { serializeError } from '../lib/log-errors';

/** Query values that are secrets (SAML one-time codes, tokens) are masked in logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:code|token|access_token|SAMLResponse|RelayState)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.isTest ? 'silent' : config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
