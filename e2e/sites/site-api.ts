/** Sites set up and cleaned away through the API, so a spec owns its data and leaves the seed as it was. */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAccessToken, bearer } from '../support/auth';

/** Northwind Mining's seeded sites (apps/api/src/db/seed/data/northwind-assets.ts). */
export const seededSites = {
  cerroAlto: { code: 'S-001', name: 'Cerro Alto Copper Mine', country: 'Chile' },
  kestrel: { code: 'S-002', name: 'Kestrel Gold Mine', country: 'Australia' },
} as const;

export interface SiteRecord {
  siteID: string;
  code: string;
  name: string;
  version: number;
}

/** An API caller in the user's default tenant. */
export async function siteApi(request: APIRequestContext, email: string) {
  const token = await apiAccessToken(request, email);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);
  return {
    async create(site: Record<string, unknown>): Promise<SiteRecord> {
      const response = await request.post('/api/sites', { headers, data: site });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: SiteRecord }).data;
    },
    async find(name: string): Promise<SiteRecord[]> {
      const response = await request.get('/api/sites', { headers, params: { q: name } });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: SiteRecord[] }).data.filter((site) => site.name === name);
    },
    /** Deletes the sites of that name, if any are left (a test that failed half-way). */
    async removeAll(name: string) {
      for (const site of await this.find(name)) {
        const response = await request.delete(`/api/sites/${site.siteID}`, { headers });
        expect([204, 404]).toContain(response.status());
      }
    },
  };
}

/** A name no other spec uses, so parallel data never collides. */
export function uniqueSiteName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}`;
}
