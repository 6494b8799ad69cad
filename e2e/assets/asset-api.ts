/**
 * Asset branches of a spec's own (site → infrastructure → facility → cross-section), set up and
 * removed through the API, so the asset specs change no seeded record another spec relies on.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';

/** Northwind Mining's seeded assets (apps/api/src/db/seed/data/northwind-assets.ts). */
export const seededAssets = {
  site: { code: 'S-001', name: 'Cerro Alto Copper Mine' },
  infrastructure: { code: 'I-001', name: 'Cerro Alto Tailings Storage Facility' },
  facility: { code: 'F-001', name: 'Cerro Alto Main Embankment' },
  otherFacility: { code: 'F-005', name: 'TSF 2 Perimeter Embankment' },
  crossSection: { code: 'XS-002', name: 'Main Embankment Ch 1+900 (maximum section)' },
} as const;

export interface AssetRef {
  id: string;
  code: string;
  name: string;
}

export interface Branch {
  site: AssetRef;
  infrastructure: AssetRef;
  facility: AssetRef;
  /** Absent when the branch was made without one. */
  crossSection?: AssetRef;
}

/** The collections from the bottom of the tree up, with the ID field of each. */
const levels = [
  ['cross-sections', 'crossSectionID'],
  ['facilities', 'facilityID'],
  ['infrastructures', 'infrastructureID'],
  ['sites', 'siteID'],
] as const;

/** Matches an accessible name that ends with `text` ("F-012 <name>" ends with the name). */
export function endsWith(text: string): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** A name no other spec uses, so data of parallel runs never collides. */
export function uniqueAssetName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}`;
}

/** An API caller as the admin in the default tenant (Northwind Mining). */
export async function assetApi(request: APIRequestContext) {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);

  async function post(collection: string, idField: string, data: object): Promise<AssetRef> {
    const response = await request.post(`/api/${collection}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    const record = ((await response.json()) as { data: Record<string, string> }).data;
    return { id: record[idField]!, code: record.code!, name: record.name! };
  }

  return {
    /** A site with one infrastructure and one facility, and a cross-section under it when asked. */
    async createBranch(name: string, { withCrossSection = false } = {}): Promise<Branch> {
      const site = await post('sites', 'siteID', { name: `${name} site`, country: 'CL', status: 'active' });
      const infrastructure = await post('infrastructures', 'infrastructureID', {
        siteID: site.id,
        name: `${name} TSF`,
        type: 'tailings_storage',
      });
      const facility = await post('facilities', 'facilityID', {
        infrastructureID: infrastructure.id,
        name: `${name} embankment`,
        type: 'embankment',
        constructionMethod: 'downstream',
        phase: 'operation',
        heightM: 40,
      });
      const crossSection = withCrossSection
        ? await post('cross-sections', 'crossSectionID', { facilityID: facility.id, name: `${name} Ch 0+100` })
        : undefined;
      return { site, infrastructure, facility, crossSection };
    },
    /**
     * Deletes every asset whose name starts with `prefix`, from the bottom of the tree up, so what a
     * test made through the UI goes too (also after a test that failed half-way).
     */
    async removeAll(prefix: string) {
      for (const [collection, idField] of levels) {
        const response = await request.get(`/api/${collection}`, { headers, params: { q: prefix, limit: 200 } });
        expect(response.status(), await response.text()).toBe(200);
        const records = ((await response.json()) as { data: Record<string, string>[] }).data;
        for (const record of records.filter((candidate) => candidate.name!.startsWith(prefix))) {
          const removed = await request.delete(`/api/${collection}/${record[idField]}`, { headers });
          expect([204, 404], await removed.text()).toContain(removed.status());
        }
      }
    },
  };
}
