/**
 * The caller's own sessions on PGlite and PostgreSQL: each sign-in listed with its browser and
 * address, this browser's marked; one ended; "sign out everywhere else" ends the rest, whose refresh
 * cookies then stop working; nobody reaches another person's session.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '@freeboard/shared/users/sessions.schemas';
import { demoEmails, refreshCookieOf } from '../../../test/test-app';
import { useTestApp } from '../../../test/harness';

const { testApp } = useTestApp({ people: [] });

interface Browser {
  accessToken: string;
  refreshToken: string;
}

/** A sign-in from a browser of its own: its user agent and address. */
async function signInFrom(userAgent: string, address: string, email: string = demoEmails.engineer): Promise<Browser> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
    payload: { email, password: 'Freeboard-demo-2026' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { accessToken: response.json().data.accessToken, refreshToken: refreshCookieOf(response)! };
}

function asBrowser(browser: Browser) {
  return { authorization: `Bearer ${browser.accessToken}`, cookie: `fb_refresh=${browser.refreshToken}` };
}

async function sessionsOf(browser: Browser): Promise<Session[]> {
  const response = await testApp.app.inject({ url: '/api/users/profile/sessions', headers: asBrowser(browser) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Session[] }).data;
}

function refresh(browser: Browser) {
  return testApp.app.inject({ url: '/api/token-refresh', headers: { cookie: `fb_refresh=${browser.refreshToken}` } });
}

describe("a person's sessions", () => {
  it('lists each sign-in with its browser and address, newest use first, and marks this one', async () => {
    const laptop = await signInFrom('Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36', '203.0.113.10');
    const phone = await signInFrom(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1',
      '198.51.100.7',
    );
    const sessions = await sessionsOf(phone);
    const [newest, previous] = sessions;
    expect(newest).toMatchObject({
      current: true,
      address: '198.51.100.7',
      userAgent: expect.stringContaining('iPhone'),
    });
    expect(previous).toMatchObject({
      current: false,
      address: '203.0.113.10',
      userAgent: expect.stringContaining('Windows'),
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect((await sessionsOf(laptop)).find((session) => session.current)?.sessionID).toBe(previous?.sessionID);
  });

  it('ends one session: its refresh cookie stops working, the others go on', async () => {
    const kept = await signInFrom('Kept browser', '203.0.113.20');
    const ended = await signInFrom('Ended browser', '203.0.113.21');
    const target = (await sessionsOf(kept)).find((session) => session.userAgent === 'Ended browser')!;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/profile/sessions/${target.sessionID}`,
      headers: asBrowser(kept),
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await refresh(ended)).statusCode).toBe(401);
    expect((await refresh(kept)).statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/profile/sessions/${target.sessionID}`,
      headers: asBrowser(kept),
    });
    expect(again.json()).toMatchObject({ status: 404, code: 'session_not_found' });
  });

  it("signs out everywhere else, and cannot reach another person's session", async () => {
    const here = await signInFrom('Here', '203.0.113.30', demoEmails.viewer);
    const elsewhere = await signInFrom('Elsewhere', '203.0.113.31', demoEmails.viewer);
    const other = await signInFrom('Someone else', '203.0.113.32', demoEmails.admin);
    const otherSession = (await sessionsOf(other)).find((session) => session.current)!;
    const stranger = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/profile/sessions/${otherSession.sessionID}`,
      headers: asBrowser(here),
    });
    expect(stranger.statusCode).toBe(404);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/profile/sessions/end-others',
      headers: asBrowser(here),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.ended).toBeGreaterThanOrEqual(1);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(200);
    const left = await sessionsOf(here);
    expect(left.map((session) => session.userAgent)).toEqual(['Here']);
  });

  it('needs a signed-in caller', async () => {
    const response = await testApp.app.inject({ url: '/api/users/profile/sessions' });
    expect(response.statusCode).toBe(401);
  });
});
