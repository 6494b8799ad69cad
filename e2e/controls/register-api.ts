/**
 * Controls and actions set up and cleaned away through the API, so a spec owns its data and leaves
 * the seed as it was (the actions spec uses it too).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAccessToken, bearer } from '../support/auth';

export interface RegisterRecord {
  code: string;
  version: number;
  [field: string]: unknown;
}

/** An API caller in the user's default tenant, for one collection (`controls`, `actions`). */
export async function registerApi(request: APIRequestContext, email: string) {
  const token = await apiAccessToken(request, email);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const { userID, defaultTenantID } = ((await me.json()) as { data: { userID: string; defaultTenantID: string } }).data;
  const headers = bearer(token, defaultTenantID);
  return {
    userID,
    async create(collection: 'controls' | 'actions', record: Record<string, unknown>): Promise<RegisterRecord> {
      const response = await request.post(`/api/${collection}`, { headers, data: record });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: RegisterRecord }).data;
    },
    async remove(collection: 'controls' | 'actions', recordID: string) {
      const response = await request.delete(`/api/${collection}/${recordID}`, { headers });
      expect([204, 404]).toContain(response.status());
    },
    /** Deletes the records whose name starts with `prefix` (a test that failed half-way leaves some). */
    async removeAll(collection: 'controls' | 'actions', prefix: string) {
      const response = await request.get(`/api/${collection}`, { headers, params: { q: prefix, limit: 200 } });
      expect(response.status()).toBe(200);
      const nameField = collection === 'controls' ? 'description' : 'title';
      const idField = collection === 'controls' ? 'controlID' : 'actionID';
      for (const record of ((await response.json()) as { data: RegisterRecord[] }).data) {
        if (String(record[nameField]).startsWith(prefix)) await this.remove(collection, String(record[idField]));
      }
    },
  };
}

/** A name no other spec uses, so parallel data never collides. */
export function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}`;
}
