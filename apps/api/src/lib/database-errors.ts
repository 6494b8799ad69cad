/**
 * Telling "the database is away" apart from "this query is wrong". While PostgreSQL restarts, fails
 * over or refuses connections, a request cannot succeed now but will soon: that is a 503 with
 * Retry-After, not a 500. Drizzle wraps driver errors, so the whole cause chain is examined.
 */

/** SQLSTATE classes and codes that mean the server or the connection went away. */
const unavailableSqlStates = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '53000', // insufficient_resources
]);

const unavailableSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres reports a lost or unusable connection with these messages and no code. */
const unavailableMessages = [
  /^Connection terminated/i,
  /not queryable/i,
  /^timeout exceeded when trying to connect/i,
  /^Client was closed and is not queryable/i,
];

function isUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (unavailableSqlStates.has(code) || code.startsWith('08')) return true;
    if (unavailableSystemCodes.has(code)) return true;
  }
  return typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if (isUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;
