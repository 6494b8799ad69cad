import type { AbilityRule } from '@freeboard/shared/auth/abilities';
import type { AuthDetails, TenantAccess } from '@freeboard/shared/auth/auth.schemas';
import type { Me } from '@freeboard/shared/users/users.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session, type SessionApi } from './session';

const tenantA: TenantAccess = {
  tenantID: '0190a000-0000-7000-8000-00000000000a',
  name: 'Alpha Mining',
  slug: 'alpha',
  isTenantAdmin: false,
  jobTitle: 'Geotechnical engineer',
  role: 'engineer',
};
const tenantB: TenantAccess = {
  tenantID: '0190a000-0000-7000-8000-00000000000b',
  name: 'Beta Tailings',
  slug: 'beta',
  isTenantAdmin: true,
  jobTitle: 'Site manager',
  role: 'manager',
};
const formerTenantID = '0190a000-0000-7000-8000-00000000000f';

const authDetails: AuthDetails = {
  userID: '0190a000-0000-7000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isPlatformAdmin: false,
  tenants: [tenantA, tenantB],
  defaultTenantID: tenantA.tenantID,
};

const me: Me = {
  userID: authDetails.userID,
  email: authDetails.email,
  name: authDetails.name,
  jobTitle: 'Chief engineer',
  locale: 'en',
  isPlatformAdmin: false,
  tenants: [tenantA, tenantB],
  defaultTenantID: tenantA.tenantID,
};

const rulesByTenant: Record<string, AbilityRule[]> = {
  [tenantA.tenantID]: [{ action: 'read', subject: 'Risk' }],
  [tenantB.tenantID]: [
    { action: 'manage', subject: 'all' },
    { action: 'read', subject: 'Activity' },
  ],
};

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An access token as the server issues it; the client reads it without verifying the signature. */
function accessToken(details: AuthDetails = authDetails, iat = 1_750_000_000): string {
  const header = base64url({ alg: 'EdDSA', typ: 'JWT' });
  const payload = base64url({ sub: details.userID, iat, exp: iat + 900, authDetails: details });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

/** The boundary to the server. Permissions answer for the tenant the session would send. */
function fakeApi(session: Session, overrides: Partial<SessionApi> = {}) {
  return {
    refreshAccessToken: vi.fn(async () => accessToken()),
    fetchMe: vi.fn(async () => me),
    fetchPermissions: vi.fn(async () => rulesByTenant[session.getTenantID() ?? ''] ?? []),
    logout: vi.fn(async () => 205),
    ...overrides,
  } satisfies SessionApi;
}

async function startedSession(overrides: Partial<SessionApi> = {}) {
  const session = new Session();
  const api = fakeApi(session, overrides);
  await session.start(api);
  return { session, api };
}

const channels: BroadcastChannel[] = [];
function listenOnAuthChannel() {
  const channel = new BroadcastChannel('auth');
  channels.push(channel);
  const messages: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => messages.push(event.data);
  return { channel, messages };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  vi.restoreAllMocks();
});

describe('Session.start', () => {
  it('is loading until the user and the permissions are in, then signed in', async () => {
    const session = new Session();
    let answerMe!: (value: Me) => void;
    const api = fakeApi(session, { fetchMe: vi.fn(() => new Promise<Me>((resolve) => (answerMe = resolve))) });
    let ready = false;
    void session.ready().then(() => (ready = true));

    const started = session.start(api);
    await vi.waitFor(() => expect(api.fetchMe).toHaveBeenCalled());
    expect(session.getSnapshot().status).toBe('loading');
    expect(session.getAccessToken()).toBe(accessToken());
    await sleep(0);
    expect(ready).toBe(false);

    answerMe(me);
    await started;
    await session.ready();

    const snapshot = session.getSnapshot();
    expect(ready).toBe(true);
    expect(snapshot.status).toBe('signedIn');
    expect(snapshot.me).toEqual(me);
    expect(snapshot.abilities).toEqual(rulesByTenant[tenantA.tenantID]);
    expect(snapshot.authDetails).toEqual(authDetails);
    expect(snapshot.iat).toBe(1_750_000_000);
    expect(snapshot.exp).toBe(1_750_000_900);
    expect(snapshot.tenants).toEqual([tenantA, tenantB]);
    expect(api.fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on every change', async () => {
    const session = new Session();
    const listener = vi.fn();
    session.subscribe(listener);
    await session.start(fakeApi(session));
    expect(listener).toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('signedIn');
  });

  it('is signed out when the refresh fails, without asking for the user', async () => {
    const { session, api } = await startedSession({
      refreshAccessToken: vi.fn(async () => {
        throw new Error('401');
      }),
    });
    await session.ready();

    const snapshot = session.getSnapshot();
    expect(snapshot.status).toBe('signedOut');
    expect(snapshot.accessToken).toBeNull();
    expect(snapshot.me).toBeNull();
    expect(api.fetchMe).not.toHaveBeenCalled();
    expect(api.fetchPermissions).not.toHaveBeenCalled();
  });

  it('stays signed in, logs the error and ends loading when the user cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('me failed');
    const { session } = await startedSession({
      fetchMe: vi.fn(async () => {
        throw failure;
      }),
    });
    await session.ready();

    const snapshot = session.getSnapshot();
    expect(snapshot.status).toBe('signedIn');
    expect(snapshot.me).toBeNull();
    expect(snapshot.abilities).toEqual(rulesByTenant[tenantA.tenantID]);
    expect(error).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('stays signed in, logs the error and ends loading when the permissions cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('permissions failed');
    const { session } = await startedSession({
      fetchPermissions: vi.fn(async () => {
        throw failure;
      }),
    });
    await session.ready();

    const snapshot = session.getSnapshot();
    expect(snapshot.status).toBe('signedIn');
    expect(snapshot.me).toEqual(me);
    expect(snapshot.abilities).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

describe('active tenant', () => {
  it('defaults to the default tenant and stores it', async () => {
    const { session } = await startedSession();
    expect(session.getSnapshot().tenantID).toBe(tenantA.tenantID);
    expect(session.getTenantID()).toBe(tenantA.tenantID);
    expect(localStorage.getItem('tenantID')).toBe(tenantA.tenantID);
  });

  it('keeps the stored tenant while the user is still a member of it', async () => {
    localStorage.setItem('tenantID', tenantB.tenantID);
    const { session, api } = await startedSession();

    expect(session.getSnapshot().tenantID).toBe(tenantB.tenantID);
    expect(session.getSnapshot().activeTenant).toEqual(tenantB);
    expect(localStorage.getItem('tenantID')).toBe(tenantB.tenantID);
    // The permissions were asked for that tenant.
    expect(session.getSnapshot().abilities).toEqual(rulesByTenant[tenantB.tenantID]);
    expect(api.fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default tenant, and stores it, when the stored one is no longer a membership', async () => {
    localStorage.setItem('tenantID', formerTenantID);
    const { session } = await startedSession();

    expect(session.getSnapshot().tenantID).toBe(tenantA.tenantID);
    expect(localStorage.getItem('tenantID')).toBe(tenantA.tenantID);
  });

  it("shows the active tenant's job title when the user has none of their own", async () => {
    localStorage.setItem('tenantID', tenantB.tenantID);
    const { session } = await startedSession({ fetchMe: vi.fn(async () => ({ ...me, jobTitle: null })) });
    expect(session.getSnapshot().jobTitle).toBe('Site manager');

    await session.switchTenant(tenantA.tenantID);
    expect(session.getSnapshot().jobTitle).toBe('Geotechnical engineer');
  });

  it("prefers the user's own job title", async () => {
    const { session } = await startedSession();
    expect(session.getSnapshot().jobTitle).toBe('Chief engineer');
  });

  it('derives the tenant admin flag from the active tenant', async () => {
    const { session } = await startedSession();
    expect(session.getSnapshot().isTenantAdmin).toBe(false);

    await session.switchTenant(tenantB.tenantID);
    expect(session.getSnapshot().isTenantAdmin).toBe(true);

    await session.switchTenant(tenantA.tenantID);
    expect(session.getSnapshot().isTenantAdmin).toBe(false);
  });

  it('switchTenant stores the tenant and reloads the permissions for it', async () => {
    const { session, api } = await startedSession();
    expect(session.getSnapshot().abilities).toEqual(rulesByTenant[tenantA.tenantID]);

    await session.switchTenant(tenantB.tenantID);

    expect(localStorage.getItem('tenantID')).toBe(tenantB.tenantID);
    expect(session.getTenantID()).toBe(tenantB.tenantID);
    expect(api.fetchPermissions).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot().abilities).toEqual(rulesByTenant[tenantB.tenantID]);
    expect(session.getSnapshot().status).toBe('signedIn');
  });

  it('switchTenant ignores a tenant the user is not a member of', async () => {
    const { session, api } = await startedSession();

    await session.switchTenant(formerTenantID);

    expect(session.getTenantID()).toBe(tenantA.tenantID);
    expect(localStorage.getItem('tenantID')).toBe(tenantA.tenantID);
    expect(api.fetchPermissions).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('on 205 clears session storage, the tenant and the debug flag, and tells the other tabs', async () => {
    const { session, api } = await startedSession();
    const { messages } = listenOnAuthChannel();
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem('debug', 'true');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await session.logout();

    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('tenantID')).toBeNull();
    expect(localStorage.getItem('debug')).toBeNull();
    expect(session.getSnapshot().status).toBe('signedOut');
    expect(session.getAccessToken()).toBeNull();
    expect(log).not.toHaveBeenCalledWith('logged out already');
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'logout' }]));
  });

  it("on another status logs 'logged out already' and tells no other tab", async () => {
    const { session } = await startedSession({ logout: vi.fn(async () => 401) });
    const { messages } = listenOnAuthChannel();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await session.logout();

    expect(log).toHaveBeenCalledWith('logged out already');
    expect(session.getSnapshot().status).toBe('signedOut');
    await sleep(50);
    expect(messages).toEqual([]);
  });

  it('drops the session when another tab logs out', async () => {
    const { session } = await startedSession();
    expect(session.getSnapshot().status).toBe('signedIn');
    const { channel } = listenOnAuthChannel();

    channel.postMessage({ type: 'logout' });

    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('signedOut'));
    expect(session.getAccessToken()).toBeNull();
    expect(session.getSnapshot().me).toBeNull();
    expect(session.getSnapshot().abilities).toEqual([]);
  });

  it('ignores other messages on the channel', async () => {
    const { session } = await startedSession();
    const { channel } = listenOnAuthChannel();

    channel.postMessage({ type: 'hello' });
    await sleep(50);

    expect(session.getSnapshot().status).toBe('signedIn');
  });
});

describe('setAccessToken', () => {
  it('keeps the person signed in with the new token and lifetime', async () => {
    const { session } = await startedSession();
    const refreshed = accessToken(authDetails, 1_750_000_600);

    session.setAccessToken(refreshed);

    expect(session.getAccessToken()).toBe(refreshed);
    expect(session.getSnapshot().status).toBe('signedIn');
    expect(session.getSnapshot().exp).toBe(1_750_001_500);
    expect(session.getSnapshot().me).toEqual(me);
  });
});
