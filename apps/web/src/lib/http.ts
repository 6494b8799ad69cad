/**
 * The HTTP client (spec §4, §7): credentials, bearer token and tenant on every request. A 444 (access
 * token expired) starts exactly one refresh, shared by every request in flight; each is retried once
 * with the new token. A failed refresh ends the session and rejects with the original error.
 *
 * A request that names its tenant (`x-tenant-id`, set by tenant-scoped fetchers from their query
 * key) keeps it; every other request goes out for the session's active tenant.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface HttpSession {
  getAccessToken(): string | null;
  getTenantID(): string | null;
  setAccessToken(token: string): void;
  clear(): void;
}

export interface HttpClientOptions {
  baseURL: string;
  session: HttpSession;
  /** Exchanges the refresh cookie for a new access token. */
  refresh: () => Promise<string>;
}

type RetriableConfig = InternalAxiosRequestConfig & {
  _retriedAfterRefresh?: boolean;
  /** The token this request went out with: a 444 for a token already replaced needs no new refresh. */
  _sentToken?: string | null;
};

export const accessTokenExpiredStatus = 444;

export const tenantHeader = 'x-tenant-id';

export function createHttpClient({ baseURL, session, refresh }: HttpClientOptions): AxiosInstance {
  const http = axios.create({ baseURL, withCredentials: true });
  let refreshing: Promise<string> | null = null;

  function refreshOnce(): Promise<string> {
    refreshing ??= refresh()
      .then((token) => {
        session.setAccessToken(token);
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  http.interceptors.request.use(async (config) => {
    // A request made while a refresh runs waits for it rather than failing with the old token.
    if (refreshing) await refreshing.catch(() => undefined);
    const token = session.getAccessToken();
    const tenantID = session.getTenantID();
    (config as RetriableConfig)._sentToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (tenantID && !config.headers.has(tenantHeader)) config.headers.set(tenantHeader, tenantID);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== accessTokenExpiredStatus || !error.config) {
      throw error;
    }
    const config = error.config as RetriableConfig;
    if (config._retriedAfterRefresh) throw error;
    try {
      const current = session.getAccessToken();
      // A late 444 for a token that a finished refresh already replaced: just retry with the new one.
      if (!current || current === config._sentToken) await refreshOnce();
    } catch {
      session.clear();
      throw error;
    }
    config._retriedAfterRefresh = true;
    return http.request(config);
  });

  return http;
}

/** A client without session handling, for the refresh call itself (no loop on its own 401). */
export function createPlainClient(baseURL: string): AxiosInstance {
  return axios.create({ baseURL, withCredentials: true });
}
