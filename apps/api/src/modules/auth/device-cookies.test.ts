/**
 * Device cookies (CONTRACT §4, decision 0039), on PGlite and PostgreSQL: a browser that has signed
 * in to an account is limited per device, so someone who exhausts the email's limit from elsewhere
 * does not lock the owner out of it; a device's own failures lock that device only; a cookie that is
 * not this account's gives no exemption; and parallel attempts never exceed either limit.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { useTestApp } from '../../../test/harness';

const { testApp } = useTestApp({ people: [] });
const password = 'Device-Cookie-Owner-2026';
let passwordHash: string;
let nextAddress = 0;

beforeAll(async () => {
  passwordHash = await hashPassword(password);
});

/** An account of its own for each test, so that no test's counters reach another's. */
async function newAccount(): Promise<string> {
  const email = `owner-${newID()}@example.com`;
  await testApp.database.db.insert(users).values({ id: newID(), email, name: 'Device Owner', passwordHash });
  return email;
}

/** A client address no other attempt of this file uses, so the per-address limit never mixes in. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
}

function signInAttempt(email: string, tryPassword: string, device?: string, address = freshAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password: tryPassword },
    ...(device ? { cookies: { fb_device: device } } : {}),
  });
}

function deviceCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'fb_device');
}

/** Signs in with the right password and answers the browser's device cookie. */
async function deviceOf(email: string, device?: string): Promise<string> {
  const response = await signInAttempt(email, password, device);
  expect(response.statusCode, response.body).toBe(200);
  return deviceCookieOf(response)!.value;
}

/** Five wrong passwords for `email` from five addresses without a device cookie: the email's limit. */
async function exhaustEmail(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signInAttempt(email, `wrong-${attempt}`)).statusCode).toBe(401);
  }
  expect((await signInAttempt(email, password)).statusCode).toBe(429);
}

function countStatuses(answers: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

describe('the device cookie', () => {
  it('is set by a successful sign-in only: HttpOnly, SameSite=Strict, for /api/auth', async () => {
    const email = await newAccount();
    const failed = await signInAttempt(email, 'wrong-password');
    expect(failed.statusCode).toBe(401);
    expect(deviceCookieOf(failed)).toBeUndefined();
    const signedIn = await signInAttempt(email, password);
    expect(deviceCookieOf(signedIn)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(deviceCookieOf(signedIn)!.maxAge).toBeGreaterThan(0);
    // The cookie does not name the account.
    expect(deviceCookieOf(signedIn)!.value).not.toContain(email.split('@')[0]);
  });

  it("lets the owner's browser sign in while someone else has used up the email's limit", async () => {
    const email = await newAccount();
    const device = await deviceOf(email);
    await exhaustEmail(email);
    // Without the cookie the email is locked, even with the right password; the owner's browser is not.
    const owner = await signInAttempt(email, password, device);
    expect(owner.statusCode, owner.body).toBe(200);
    // A typo from that browser counts for the device, not against the locked email.
    const typo = await signInAttempt(email, 'a-typo', deviceCookieOf(owner)!.value);
    expect(typo.statusCode).toBe(401);
    expect((await signInAttempt(email, password, deviceCookieOf(owner)!.value)).statusCode).toBe(200);
  });

  it("locks a device out after its own 5 failures, and only that device: the account's other browser and unknown browsers still try", async () => {
    const email = await newAccount();
    const laptop = await deviceOf(email);
    const phone = await deviceOf(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInAttempt(email, `wrong-${attempt}`, laptop)).statusCode).toBe(401);
    }
    const locked = await signInAttempt(email, 'wrong-again', laptop);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A locked device's cookie no longer lets it in, even with the right password.
    expect((await signInAttempt(email, password, laptop)).statusCode).toBe(429);
    expect((await signInAttempt(email, password, phone)).statusCode).toBe(200);
    // The device's failures did not count against the email: a browser without a cookie still has its 5.
    expect((await signInAttempt(email, 'wrong-from-elsewhere')).statusCode).toBe(401);
    expect((await signInAttempt(email, password)).statusCode).toBe(200);
  });

  it("gives no exemption for another account's cookie, a forged one, or one signed with another key", async () => {
    const victim = await newAccount();
    const attacker = await newAccount();
    const attackersDevice = await deviceOf(attacker);
    const victimsDevice = await deviceOf(victim);
    await exhaustEmail(victim);
    const nonce = randomBytes(16).toString('base64url');
    const forged = [
      attackersDevice,
      `${nonce}.${randomBytes(32).toString('base64url')}`,
      `${nonce}.${createHmac('sha256', randomBytes(32)).update(`${victim}\n${nonce}`).digest('base64url')}`,
      // The victim's own entry with one character of its signature changed.
      `${victimsDevice.slice(0, 30)}${victimsDevice[30] === 'A' ? 'B' : 'A'}${victimsDevice.slice(31)}`,
      'not-a-device-cookie',
    ];
    for (const device of forged) {
      const response = await signInAttempt(victim, password, device);
      expect(response.statusCode, device).toBe(429);
    }
    // The attacker's cookie still serves the attacker.
    expect((await signInAttempt(attacker, password, attackersDevice)).statusCode).toBe(200);
  });

  it('keeps both limits under parallel guessing: 50 at once with one device and 50 without evaluate 5 each', async () => {
    const email = await newAccount();
    const device = await deviceOf(email);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, index) => signInAttempt(email, `device-guess-${index}`, device)),
      ...Array.from({ length: 50 }, (_, index) => signInAttempt(email, `guess-${index}`)),
    ]);
    expect(countStatuses(answers.slice(0, 50))).toEqual({ 401: 5, 429: 45 });
    expect(countStatuses(answers.slice(50))).toEqual({ 401: 5, 429: 45 });
    // Both are locked now: the device's cookie and unknown browsers alike, until the window passes.
    expect((await signInAttempt(email, password, device)).statusCode).toBe(429);
    expect((await signInAttempt(email, password)).statusCode).toBe(429);
  });

  it('remembers each account signed in from a browser, and successful sign-ins do not count', async () => {
    const first = await newAccount();
    const second = await newAccount();
    let device = await deviceOf(first);
    device = await deviceOf(second, device);
    for (let round = 0; round < 6; round += 1) device = await deviceOf(first, device);
    await exhaustEmail(first);
    await exhaustEmail(second);
    expect((await signInAttempt(first, password, device)).statusCode).toBe(200);
    expect((await signInAttempt(second, password, device)).statusCode).toBe(200);
  });
});
