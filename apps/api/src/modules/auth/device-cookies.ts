/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; CONTRACT §4).
 *
 * A browser that has signed in to an account carries a device cookie for it, and its sign-in
 * attempts for that account are limited per device instead of per email: someone who knows an
 * email and exhausts its limit from elsewhere does not lock the owner out of their own browser.
 *
 * `fb_device` holds up to `maxEntries` entries, one per account signed in from this browser, newest
 * first: `<nonce>.<signature>`, where the signature is an HMAC of the account's email and the nonce.
 * The email itself is not in the cookie; an entry is valid only for the email it was signed for, so
 * a forged entry or another account's entry gives no exemption. The nonce names the device in the
 * sign-in counters (`device:<nonce>`); a successful sign-in replaces the account's entry with a new
 * nonce, as OWASP's "issue new device cookie" asks.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecure } from './session';

export const deviceCookieName = 'fb_device';
const deviceCookiePath = '/api/auth';
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
/** A shared browser may remember a few accounts; the cookie stays far below any size limit. */
const maxEntries = 5;
const entryPattern = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** The key signing device cookies: derived from the application secret, never the secret itself. */
export function deviceCookieKey(applicationSecret: string): Buffer {
  return createHash('sha256').update(`freeboard device cookie\n${applicationSecret}`).digest();
}

function signatureOf(key: Buffer, email: string, nonce: string): string {
  return createHmac('sha256', key).update(`${email.toLowerCase()}\n${nonce}`).digest('base64url');
}

function entriesOf(request: FastifyRequest): string[] {
  const value = request.cookies[deviceCookieName];
  if (!value) return [];
  return value
    .split('~')
    .filter((entry) => entryPattern.test(entry))
    .slice(0, maxEntries);
}

/** The nonce of this browser's valid device cookie for `email`, or null (an untrusted client). */
export function trustedDeviceOf(request: FastifyRequest, key: Buffer, email: string): string | null {
  for (const entry of entriesOf(request)) {
    const [nonce, signature] = entry.split('.') as [string, string];
    // Compared as text, so that no second spelling of a signature passes.
    const presented = Buffer.from(signature);
    const expected = Buffer.from(signatureOf(key, email, nonce));
    if (presented.length === expected.length && timingSafeEqual(presented, expected)) return nonce;
  }
  return null;
}

/**
 * After a successful sign-in: a new entry for `email` goes first, replacing the one it signed in
 * with (`replacedNonce`); the browser's other accounts keep theirs.
 */
export function issueDeviceCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  email: string,
  replacedNonce: string | null,
) {
  const nonce = randomBytes(16).toString('base64url');
  const entry = `${nonce}.${signatureOf(key, email, nonce)}`;
  const others = entriesOf(request).filter((candidate) => !replacedNonce || !candidate.startsWith(`${replacedNonce}.`));
  void reply.setCookie(deviceCookieName, [entry, ...others].slice(0, maxEntries).join('~'), {
    httpOnly: true,
    sameSite: 'strict',
    path: deviceCookiePath,
    secure: isSecure(app, request),
    maxAge: deviceCookieMaxAgeSeconds,
  });
}
