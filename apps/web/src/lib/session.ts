/**
 * The session (spec §4): loading → signed in | signed out. The access token lives in memory only.
 * On start the refresh cookie is exchanged for a token, then the user and the permissions of the
 * active tenant are fetched; failing those is logged and the loading state ends anyway.
 */
import type { AbilityRule } from '@freeboard/shared/auth/abilities';
import type { AuthDetails, TenantAccess } from '@freeboard/shared/auth/auth.schemas';
import type { Me } from '@freeboard/shared/users/users.schemas';
import { readAccessToken } from './access-token';
import { authChannelName, storageKeys, type AuthChannelMessage } from './storage-keys';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionSnapshot {
  status: SessionStatus;
  accessToken: string | null;
  exp: number | null;
  iat: number | null;
  authDetails: AuthDetails | null;
  me: Me | null;
  abilities: AbilityRule[];
  tenants: TenantAccess[];
  tenantID: string | null;
  activeTenant: TenantAccess | null;
  isTenantAdmin: boolean;
  jobTitle: string | null;
}

export interface SessionApi {
  refreshAccessToken(): Promise<string>;
  fetchMe(): Promise<Me>;
  fetchPermissions(): Promise<AbilityRule[]>;
  /** The HTTP status of `POST /logout`. */
  logout(): Promise<number>;
}

const signedOut: SessionSnapshot = {
  status: 'signedOut',
  accessToken: null,
  exp: null,
  iat: null,
  authDetails: null,
  me: null,
  abilities: [],
  tenants: [],
  tenantID: null,
  activeTenant: null,
  isTenantAdmin: false,
  jobTitle: null,
};

/** The stored tenant if the user may still enter it, else the user's default tenant. */
function chooseTenant(tenants: TenantAccess[], defaultTenantID: string | null): string | null {
  const stored = localStorage.getItem(storageKeys.tenantID);
  const chosen =
    tenants.find((tenant) => tenant.tenantID === stored)?.tenantID ?? defaultTenantID ?? tenants[0]?.tenantID ?? null;
  if (chosen) localStorage.setItem(storageKeys.tenantID, chosen);
  return chosen;
}

function derive(snapshot: SessionSnapshot): SessionSnapshot {
  const tenants = snapshot.me?.tenants ?? snapshot.authDetails?.tenants ?? [];
  const activeTenant = tenants.find((tenant) => tenant.tenantID === snapshot.tenantID) ?? null;
  return {
    ...snapshot,
    tenants,
    activeTenant,
    isTenantAdmin: activeTenant?.isTenantAdmin ?? false,
    // The spec's rule: without a job title of the user's own, the active tenant's is shown.
    jobTitle: snapshot.me?.jobTitle ?? activeTenant?.jobTitle ?? null,
  };
}

export class Session {
  private snapshot: SessionSnapshot = { ...signedOut, status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private readyPromise: Promise<void>;
  private resolveReady!: () => void;
  private channel: BroadcastChannel | null = null;
  private api: SessionApi | null = null;

  constructor() {
    this.readyPromise = new Promise((resolve) => (this.resolveReady = resolve));
  }

  // useSyncExternalStore contract
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Resolves once the first loading has ended (signed in or out). */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  getAccessToken(): string | null {
    return this.snapshot.accessToken;
  }

  getTenantID(): string | null {
    return this.snapshot.tenantID ?? localStorage.getItem(storageKeys.tenantID);
  }

  private set(next: SessionSnapshot) {
    this.snapshot = derive(next);
    if (next.status !== 'loading') this.resolveReady();
    for (const listener of this.listeners) listener();
  }

  /** Restores the session from the refresh cookie, and listens for logouts in other tabs. */
  async start(api: SessionApi): Promise<void> {
    this.api = api;
    if (typeof BroadcastChannel !== 'undefined' && !this.channel) {
      this.channel = new BroadcastChannel(authChannelName);
      this.channel.onmessage = (event: MessageEvent<AuthChannelMessage>) => {
        if (event.data?.type === 'logout') this.clear();
      };
    }
    try {
      this.applyAccessToken(await api.refreshAccessToken(), 'loading');
    } catch {
      this.set({ ...signedOut });
      return;
    }
    await this.loadUser();
  }

  /** After a sign-in (password or single sign-on). */
  async signIn(accessToken: string, preferredTenantID?: string): Promise<void> {
    if (preferredTenantID) localStorage.setItem(storageKeys.tenantID, preferredTenantID);
    this.applyAccessToken(accessToken, 'loading');
    await this.loadUser();
  }

  /** A refreshed token: same person, same tenant, new lifetime. */
  setAccessToken(accessToken: string) {
    this.applyAccessToken(accessToken, this.snapshot.status === 'loading' ? 'loading' : 'signedIn');
  }

  private applyAccessToken(accessToken: string, status: SessionStatus) {
    const { exp, iat, authDetails } = readAccessToken(accessToken);
    const tenantID = chooseTenant(authDetails.tenants, authDetails.defaultTenantID);
    this.set({ ...this.snapshot, status, accessToken, exp, iat, authDetails, tenantID });
  }

  private async loadUser(): Promise<void> {
    const api = this.api;
    if (!api) throw new Error('session not started');
    const [me, abilities] = await Promise.allSettled([api.fetchMe(), api.fetchPermissions()]);
    if (me.status === 'rejected') console.error('Could not load the signed-in user', me.reason);
    if (abilities.status === 'rejected') console.error('Could not load permissions', abilities.reason);
    if (!this.snapshot.accessToken) return; // signed out meanwhile
    this.set({
      ...this.snapshot,
      status: 'signedIn',
      me: me.status === 'fulfilled' ? me.value : null,
      abilities: abilities.status === 'fulfilled' ? abilities.value : [],
    });
  }

  /** Reads the user and permissions again (after the profile changed). */
  async reloadUser(): Promise<void> {
    if (this.snapshot.status === 'signedIn') await this.loadUser();
  }

  /** Makes another tenant active: kept in localStorage, sent on every request from now on. */
  async switchTenant(tenantID: string): Promise<void> {
    if (!this.snapshot.tenants.some((tenant) => tenant.tenantID === tenantID)) return;
    localStorage.setItem(storageKeys.tenantID, tenantID);
    this.set({ ...this.snapshot, tenantID, abilities: [] });
    await this.loadUser();
  }

  /** Drops the session in this tab (another tab logged out, or a refresh failed). */
  clear() {
    this.set({ ...signedOut });
  }

  /** Spec §4: 205 → clear session storage, tenant and debug flag, and tell the other tabs. */
  async logout(): Promise<void> {
    const status = await (this.api?.logout() ?? Promise.resolve(0)).catch(() => 0);
    if (status === 205) {
      sessionStorage.clear();
      localStorage.removeItem(storageKeys.tenantID);
      localStorage.removeItem(storageKeys.debug);
      this.channel?.postMessage({ type: 'logout' } satisfies AuthChannelMessage);
    } else {
      console.log('logged out already');
    }
    this.clear();
  }
}
