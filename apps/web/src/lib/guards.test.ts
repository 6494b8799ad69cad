import type { AuthDetails } from '@freeboard/shared/auth/auth.schemas';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from './router-context';
import { guestOnly, requireSession, safeRedirectPath } from './guards';
import { Session, type SessionApi } from './session';

const tenantID = '0190a000-0000-7000-8000-00000000000a';
const authDetails: AuthDetails = {
  userID: '0190a000-0000-7000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isPlatformAdmin: false,
  tenants: [{ tenantID, name: 'Alpha', slug: 'alpha', isTenantAdmin: false, jobTitle: null, role: 'viewer' }],
  defaultTenantID: tenantID,
};

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const token = `${base64url({ alg: 'EdDSA' })}.${base64url({ iat: 1, exp: 901, authDetails })}.c2ln`;

function api(signedIn: boolean): SessionApi {
  return {
    refreshAccessToken: async () => {
      if (!signedIn) throw new Error('401');
      return token;
    },
    fetchMe: async () => ({
      ...authDetails,
      jobTitle: null,
      locale: 'en',
    }),
    fetchPermissions: async () => [{ action: 'read', subject: 'Risk' }],
    logout: async () => 205,
  };
}

async function context(state: 'signedIn' | 'signedOut'): Promise<Pick<RouterContext, 'session'>> {
  const session = new Session();
  await session.start(api(state === 'signedIn'));
  expect(session.getSnapshot().status).toBe(state);
  return { session };
}

/** The redirect a guard throws (TanStack Router's redirect is a Response carrying `options`). */
async function thrownRedirect(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    expect(isRedirect(error)).toBe(true);
    return (error as { options: { to?: string; href?: string; search?: Record<string, unknown> } }).options;
  }
  throw new Error('expected a redirect');
}

describe('requireSession', () => {
  it('redirects a signed-out visitor to /login with the requested address', async () => {
    const ctx = await context('signedOut');
    const options = await thrownRedirect(() =>
      requireSession({ context: ctx, location: { href: '/risks/?status=open&page=2' } }),
    );
    expect(options.to).toBe('/login');
    expect(options.search).toEqual({ redirect: '/risks/?status=open&page=2' });
  });

  it('lets a signed-in user through', async () => {
    const ctx = await context('signedIn');
    await expect(requireSession({ context: ctx, location: { href: '/risks' } })).resolves.toBeUndefined();
  });

  it('waits for the session to finish loading before deciding', async () => {
    const session = new Session();
    let settled = false;
    const guard = requireSession({
      context: { session },
      location: { href: '/dashboard' },
    }).finally(() => (settled = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    await session.start(api(true));
    await expect(guard).resolves.toBeUndefined();
  });
});

describe('guestOnly', () => {
  it('sends a signed-in user to the landing page by default', async () => {
    const ctx = await context('signedIn');
    const options = await thrownRedirect(() => guestOnly()({ context: ctx }));
    expect(options.href).toBe('/');
  });

  it('sends a signed-in user to the configured page', async () => {
    const ctx = await context('signedIn');
    const options = await thrownRedirect(() => guestOnly('/dashboard')({ context: ctx }));
    expect(options.href).toBe('/dashboard');
  });

  it('lets a guest through', async () => {
    const ctx = await context('signedOut');
    await expect(guestOnly()({ context: ctx })).resolves.toBeUndefined();
  });
});

describe('safeRedirectPath', () => {
  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'risks', ''])(
    'rejects %j',
    (candidate) => {
      expect(safeRedirectPath(candidate)).toBe('/dashboard');
    },
  );

  it('rejects a missing value', () => {
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
  });

  it('keeps a same-site path with its query', () => {
    expect(safeRedirectPath('/risks/?x=1')).toBe('/risks/?x=1');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
  });
});
