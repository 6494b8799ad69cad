import { SignJWT } from 'jose';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, refreshTokens, users } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { withTenant } from '../../db/tenant';
import { asMember, decodeClaims, demoEmails, login, refreshCookieOf } from '../../../test/test-app';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, signInAs } = useTestApp({ people: [], env: { REFRESH_GRACE_PERIOD: '2s' } });
const secret = 'test-secret-that-is-long-enough-for-hs256-signing';

function refresh(token: string | undefined) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/token-refresh',
    ...(token ? { cookies: { fb_refresh: token } } : {}),
  });
}

describe('password sign-in', () => {
  it('answers an access token with authDetails and sets an HttpOnly, SameSite=Strict refresh cookie', async () => {
    const response = await login(testApp.app, demoEmails.engineer);
    expect(response.statusCode).toBe(200);
    const { accessToken } = (response.json() as { data: { accessToken: string } }).data;
    const claims = decodeClaims(accessToken);
    expect(claims).toMatchObject({
      sub: expect.any(String),
      iat: expect.any(Number),
      exp: expect.any(Number),
      authDetails: {
        email: demoEmails.engineer,
        tenants: [expect.objectContaining({ name: 'Northwind Mining', role: 'engineer', isTenantAdmin: false })],
      },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'fb_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login(testApp.app, 'nobody@freeboard.test', 'whatever-password', '10.1.0.1');
    const wrong = await login(testApp.app, demoEmails.viewer, 'not-the-password', '10.1.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
  });

  it('refuses malformed input with field errors', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json() as { code: string; errors: Record<string, string[]> };
    expect(problem.code).toBe('validation_failed');
    expect(Object.keys(problem.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('limits failed sign-ins per email to 5 in 15 minutes, then answers 429 with Retry-After', async () => {
    const email = demoEmails.admin;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(testApp.app, email, 'wrong-password', `10.2.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(testApp.app, email, 'wrong-password', '10.2.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits until the window passes.
    expect((await login(testApp.app, email, undefined, '10.2.0.100')).statusCode).toBe(429);
  });

  it('limits failed sign-ins per client address to 30, and successful ones do not count', async () => {
    const address = '10.3.0.1';
    for (let index = 0; index < 3; index += 1) {
      expect((await login(testApp.app, demoEmails.viewer, undefined, address)).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await login(testApp.app, `someone-${attempt}@example.com`, 'wrong-password', address);
      expect(response.statusCode).toBe(401);
    }
    expect((await login(testApp.app, 'another@example.com', 'wrong-password', address)).statusCode).toBe(429);
    expect((await login(testApp.app, 'another@example.com', 'wrong-password', '10.3.0.2')).statusCode).toBe(401);
  });

  it('evaluates at most 5 of 50 parallel wrong passwords for one email', async () => {
    const email = 'parallel-guesses@example.com';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        login(testApp.app, email, `wrong-password-${index}`, `10.4.${Math.floor(index / 200)}.${index % 200}`),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: 5, 429: 45 });
  });

  it('evaluates at most 30 of 100 parallel wrong passwords from one address, whatever X-Forwarded-For says', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.5.0.1',
          // Without TRUST_PROXY the header is anybody's word and must not spread the attempts out.
          headers: { 'x-forwarded-for': `192.0.2.${index}` },
          payload: { email: `guess-${index}@example.com`, password: 'wrong-password' },
        }),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: 30, 429: 70 });
  });

  it('lets a burst of 49 wrong guesses and the right password evaluate no more than 5, without clearing the count', async () => {
    const email = 'burst-target@example.com';
    const password = 'the-right-password-2026';
    await testApp.database.db
      .insert(users)
      .values({ id: newID(), email, name: 'Burst Target', passwordHash: await hashPassword(password) });
    const answers = await Promise.all([
      ...Array.from({ length: 49 }, (_, index) => login(testApp.app, email, `wrong-${index}`, `10.6.0.${index + 1}`)),
      login(testApp.app, email, password, '10.6.1.1'),
    ]);
    const evaluated = answers.filter((answer) => answer.statusCode !== 429);
    expect(evaluated.length).toBe(5);
    const right = answers.at(-1)!;
    if (right.statusCode === 429) {
      // The guesses used up the limit: even the right password waits out the window.
      expect((await login(testApp.app, email, password, '10.6.1.2')).statusCode).toBe(429);
    } else {
      expect(right.statusCode).toBe(200);
    }
  });

  it('records sign-ins in the activity of each tenant of the user', async () => {
    const session = await signInAs(demoEmails.viewer);
    for (const tenant of session.tenants) {
      const rows = await withTenant(testApp.database.db, tenant.tenantID, (tx) =>
        tx
          .select()
          .from(activity)
          .where(and(eq(activity.actorUserId, session.userID), eq(activity.action, 'auth.signed_in'))),
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});

describe('access tokens', () => {
  async function me(authorization: string | undefined) {
    return testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: authorization ? { authorization } : {},
    });
  }

  it('answers 401 without a token', async () => {
    expect((await me(undefined)).statusCode).toBe(401);
  });

  it('answers 444 for an expired token', async () => {
    const session = await signInAs(demoEmails.engineer);
    const claims = decodeClaims(session.accessToken);
    const expired = await new SignJWT({ authDetails: claims.authDetails })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.userID)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const response = await me(`Bearer ${expired}`);
    expect(response.statusCode).toBe(444);
    expect(response.json()).toMatchObject({ code: 'access_token_expired', status: 444 });
  });

  it('answers 401 for a tampered token, a token signed with another key, and alg none', async () => {
    const session = await signInAs(demoEmails.engineer);
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = decodeClaims(session.accessToken) as { authDetails: { email: string } };
    claims.authDetails.email = 'admin@freeboard.test';
    const tamperedPayload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await me(`Bearer ${header}.${tamperedPayload}.${signature}`)).statusCode).toBe(401);

    const otherKey = await new SignJWT({ authDetails: claims.authDetails })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.userID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-of-sufficient-length-0123456789'));
    expect((await me(`Bearer ${otherKey}`)).statusCode).toBe(401);

    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`Bearer ${noneHeader}.${payload}.`)).statusCode).toBe(401);
    expect((await me('Bearer not-a-token')).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh cookie on every use and answers a fresh access token', async () => {
    const session = await signInAs(demoEmails.engineer);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refreshToken);
    const second = await refresh(rotated);
    expect(second.statusCode).toBe(200);
    expect(refreshCookieOf(second)).not.toBe(rotated);
  });

  it('lets two tabs refresh with the same token at once', async () => {
    const session = await signInAs(demoEmails.engineer);
    const [tabA, tabB] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    // Both tabs carry on with their own rotated tokens.
    expect((await refresh(refreshCookieOf(tabA))).statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(tabB))).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is replayed after the grace period', async () => {
    const session = await signInAs(demoEmails.engineer);
    const next = refreshCookieOf(await refresh(session.refreshToken));
    // Age the used token past the grace period instead of sleeping.
    await testApp.database.db
      .update(refreshTokens)
      .set({ replacedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.familyId, (await familyOf(session.refreshToken))!));
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The legitimate holder of the newest token is signed out too.
    expect((await refresh(next)).statusCode).toBe(401);
    expect(await activityOf(session, 'auth.refresh_replayed')).toBeGreaterThan(0);
    expect(await activityOf(session, 'auth.refresh_failed')).toBeGreaterThan(0);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });
});

function countStatuses(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

/** How many entries of one action the user has in the trail of their default tenant. */
async function activityOf(session: Person, action: string): Promise<number> {
  const rows = await withTenant(testApp.database.db, session.defaultTenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.actorUserId, session.userID), eq(activity.action, action))),
  );
  return rows.length;
}

async function familyOf(token: string): Promise<string | undefined> {
  const { hashToken } = await import('./refresh-tokens');
  // A token's hash is the owner's to read (decision 0038).
  const [row] = await testApp.owner.transaction((tx) =>
    tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token))),
  );
  return row?.familyId;
}

describe('logout', () => {
  it('answers 205 and clears the cookie, then 401; the session cannot be refreshed', async () => {
    const session = await signInAs(demoEmails.viewer);
    const logout = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: asMember(session),
        cookies: { fb_refresh: session.refreshToken },
      });
    const first = await logout();
    expect(first.statusCode).toBe(205);
    expect(first.body).toBe('');
    const cleared = first.cookies.find((cookie) => cookie.name === 'fb_refresh');
    expect(cleared?.value).toBe('');
    expect((await logout()).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await activityOf(session, 'auth.logged_out')).toBe(1);
  });

  it('answers 401 without a session cookie', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});
