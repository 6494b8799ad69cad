import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { demoEmails, demoPassword, login, refreshCookieOf, tenantIDBySlug } from '../../../test/test-app';
import { expectEvery } from '../../../test/expect-every';
import { useTestApp } from '../../../test/harness';

const { testApp, signInAs } = useTestApp({ people: [] });

describe('GET /api/me', () => {
  it('answers the user with memberships, and the job title of the active tenant when the user has none', async () => {
    const viewer = await signInAs(demoEmails.viewer);
    const southern = tenantIDBySlug(viewer, 'southern-water');
    const response = await viewer.in(southern).get('/api/me');
    expect(response.statusCode).toBe(200);
    const me = (response.json() as { data: Record<string, unknown> }).data;
    expect(me).toMatchObject({ email: demoEmails.viewer, defaultTenantID: viewer.defaultTenantID });
    const membership = viewer.tenants.find((tenant) => tenant.tenantID === southern) as unknown as {
      jobTitle: string;
    };
    expect(me.jobTitle).toBe(membership.jobTitle);
    expect((me.tenants as unknown[]).length).toBe(2);
  });

  it('refuses a tenant the user is not a member of', async () => {
    const engineer = await signInAs(demoEmails.engineer);
    const admin = await signInAs(demoEmails.admin);
    const southern = tenantIDBySlug(admin, 'southern-water');
    const response = await engineer.in(southern).get('/api/me');
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/users/permissions', () => {
  it('sends a viewer read rules only, but for marking their own notifications read', async () => {
    const viewer = await signInAs(demoEmails.viewer);
    const response = await viewer.get('/api/users/permissions');
    const { abilities } = (
      response.json() as { data: { abilities: { action: string | string[]; subject: string | string[] }[] } }
    ).data;
    const content = abilities.filter((rule) => rule.subject !== 'Notification');
    expect(content.length).toBeGreaterThan(0);
    expectEvery(content, (rule) => rule.action === 'read');
    expect(abilities).toContainEqual({ action: ['read', 'update'], subject: 'Notification' });
  });

  it('sends a tenant admin manage all first, with the rules of the role', async () => {
    const admin = await signInAs(demoEmails.admin);
    const response = await admin.get('/api/users/permissions');
    const { abilities } = (response.json() as { data: { abilities: { action: unknown; subject: unknown }[] } }).data;
    expect(abilities[0]).toEqual({ action: 'manage', subject: 'all' });
    expect(abilities.length).toBeGreaterThan(1);
  });
});

describe('profile', () => {
  it('records a change in the trail of every tenant of the person, with the same commit', async () => {
    const viewer = await signInAs(demoEmails.viewer);
    const headers = { authorization: `Bearer ${viewer.accessToken}` };
    const entriesIn = (tenantID: string) =>
      withTenant(testApp.database.db, tenantID, (tx) =>
        tx
          .select()
          .from(activity)
          .where(and(eq(activity.subjectId, viewer.userID), eq(activity.action, 'user.profile_updated'))),
      );
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers,
      payload: { jobTitle: 'Dam safety auditor' },
    });
    expect(patched.statusCode).toBe(200);
    expect(viewer.tenants.length).toBe(2);
    for (const tenant of viewer.tenants) {
      const entries = await entriesIn(tenant.tenantID);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.changes).toEqual({ jobTitle: { before: null, after: 'Dam safety auditor' } });
    }
    // Nothing changed, nothing recorded; and the session's role is back for what follows.
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers,
      payload: { jobTitle: 'Dam safety auditor' },
    });
    expect(await entriesIn(viewer.defaultTenantID)).toHaveLength(1);
    expect((await testApp.app.inject({ url: '/api/users/profile', headers })).statusCode).toBe(200);
  });

  it('reads and edits name, job title and language, and validates input', async () => {
    const engineer = await signInAs(demoEmails.engineer);
    const headers = { authorization: `Bearer ${engineer.accessToken}` };
    const before = await testApp.app.inject({ url: '/api/users/profile', headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ data: { email: demoEmails.engineer, hasPassword: true } });

    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers,
      payload: { name: 'Priya N.', jobTitle: 'Senior RTFE', locale: 'es' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ data: { name: 'Priya N.', jobTitle: 'Senior RTFE', locale: 'es' } });
    const me = await testApp.app.inject({ url: '/api/me', headers });
    expect(me.json()).toMatchObject({ data: { name: 'Priya N.', jobTitle: 'Senior RTFE', locale: 'es' } });

    const invalid = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers,
      payload: { locale: 'klingon', name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys((invalid.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['locale', 'name']),
    );
  });

  it('changes the password only with the current one', async () => {
    const viewer = await signInAs(demoEmails.viewer);
    const headers = { authorization: `Bearer ${viewer.accessToken}` };
    const change = (currentPassword: string, newPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/profile/password',
        headers,
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('not-my-password', 'a-new-password-2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: expect.any(Array) } });
    expect((await change(demoPassword, 'short')).statusCode).toBe(400);
    expect((await change(demoPassword, 'a-new-password-2026')).statusCode).toBe(204);
    expect((await login(testApp.app, demoEmails.viewer, demoPassword)).statusCode).toBe(401);
    expect((await login(testApp.app, demoEmails.viewer, 'a-new-password-2026')).statusCode).toBe(200);
  });

  it('ends every other session of the person when the password changes, and keeps the current one', async () => {
    const email = demoEmails.engineer;
    const here = await signInAs(email);
    const elsewhere = await signInAs(email);
    const stolen = await signInAs(email);
    const refresh = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/token-refresh', cookies: { fb_refresh: token } });
    // A rotated token of the other sign-in: its whole family must end, not only the first token.
    const rotatedElsewhere = refreshCookieOf(await refresh(elsewhere.refreshToken))!;

    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/profile/password',
      headers: { authorization: `Bearer ${here.accessToken}` },
      cookies: { fb_refresh: here.refreshToken },
      payload: { currentPassword: demoPassword, newPassword: 'another-new-password-2026' },
    });
    expect(changed.statusCode).toBe(204);

    expect((await refresh(rotatedElsewhere)).statusCode).toBe(401);
    expect((await refresh(stolen.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
  });
});
