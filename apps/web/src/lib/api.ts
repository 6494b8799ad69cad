/** The one HTTP client of the app and the session built on it. */
import type { AbilityRule } from '@freeboard/shared/auth/abilities';
import type { Me } from '@freeboard/shared/users/users.schemas';
import { createHttpClient, createPlainClient } from './http';
import { Session } from './session';

export const apiBaseURL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';

export const session = new Session();

/** For calls made without a session, on behalf of no tenant (the refresh itself, an invitation). */
export const publicHttp = createPlainClient(apiBaseURL);

export async function refreshAccessToken(): Promise<string> {
  const response = await publicHttp.get<{ data: { accessToken: string } }>('/token-refresh');
  return response.data.data.accessToken;
}

export const http = createHttpClient({ baseURL: apiBaseURL, session, refresh: refreshAccessToken });

export const sessionApi = {
  refreshAccessToken,
  fetchMe: async () => (await http.get<{ data: Me }>('/me')).data.data,
  fetchPermissions: async () =>
    (await http.get<{ data: { abilities: AbilityRule[] } }>('/users/permissions')).data.data.abilities,
  logout: async () => (await http.post('/logout', undefined, { validateStatus: () => true })).status,
};
