/**
 * The people a users spec adds, removed again through the API as a tenant admin: their memberships
 * go (`DELETE /api/users/{userID}` in each tenant); the accounts stay, unused, under a unique email.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAccessToken, bearer } from '../support/auth';

interface MemberRow {
  userID: string;
  email: string;
}

export async function memberApi(request: APIRequestContext, adminEmail: string) {
  const token = await apiAccessToken(request, adminEmail);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const { tenants } = ((await me.json()) as { data: { tenants: { tenantID: string; name: string }[] } }).data;

  return {
    tenantIDOf(name: string): string {
      const tenant = tenants.find((candidate) => candidate.name === name);
      expect(tenant, `the admin belongs to ${name}`).toBeDefined();
      return tenant!.tenantID;
    },
    /** Removes from every tenant of the admin the members whose email starts with `prefix`. */
    async removeMembersByEmail(prefix: string) {
      for (const { tenantID } of tenants) {
        const headers = bearer(token, tenantID);
        const response = await request.get('/api/users', { headers, params: { q: prefix, limit: 200 } });
        expect(response.status(), await response.text()).toBe(200);
        for (const member of ((await response.json()) as { data: MemberRow[] }).data) {
          if (!member.email.startsWith(prefix)) continue;
          const removed = await request.delete(`/api/users/${member.userID}`, { headers });
          expect([204, 404], await removed.text()).toContain(removed.status());
        }
      }
    },
  };
}

/** An email no other run or spec uses: `<prefix><time>@example.test`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}@example.test`;
}
