/**
 * Data for the responsibilities specs, read and cleaned up through the API as the admin of Northwind
 * Mining, so a spec leaves the shared server as it found it.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAccessToken, bearer } from '../support/auth';

interface Facility {
  facilityID: string;
  infrastructureID: string;
  code: string;
  name: string;
  consequenceClass: string | null;
  itrbRequired: boolean;
  itrbAssigned: boolean;
}

interface Assignment {
  assignmentID: string;
  role: string;
  user: { userID: string; name: string };
}

/** What a spec created for itself, to be deleted again (children first). */
export interface Created {
  crossSectionIDs: string[];
  facilityIDs: string[];
}

export async function adminApi(request: APIRequestContext, email: string) {
  const token = await apiAccessToken(request, email);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);

  async function read<T>(path: string, params?: Record<string, string>): Promise<T> {
    const response = await request.get(`/api${path}`, { headers, params });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }

  async function create<T>(path: string, data: object): Promise<T> {
    const response = await request.post(`/api${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: T }).data;
  }

  async function remove(path: string) {
    const response = await request.delete(`/api${path}`, { headers });
    expect([204, 404], await response.text()).toContain(response.status());
  }

  return {
    async siteIDOf(code: string): Promise<string> {
      const [site] = await read<{ siteID: string; code: string }[]>('/sites', { q: code });
      expect(site?.code).toBe(code);
      return site!.siteID;
    },

    assignments: (collection: 'sites' | 'facilities', assetID: string) =>
      read<Assignment[]>(`/${collection}/${assetID}/assignments`),

    async memberIDOf(email: string): Promise<string> {
      const [member] = await read<{ userID: string; email: string }[]>('/users', { q: email });
      expect(member?.email).toBe(email);
      return member!.userID;
    },

    async assign(collection: 'sites' | 'facilities', assetID: string, body: object): Promise<Assignment> {
      return create<Assignment>(`/${collection}/${assetID}/assignments`, body);
    },

    /** Removes the asset's assignments that are not in `keep` (those a spec made). */
    async removeAssignmentsBut(collection: 'sites' | 'facilities', assetID: string, keep: ReadonlySet<string>) {
      for (const assignment of await this.assignments(collection, assetID)) {
        if (!keep.has(assignment.assignmentID)) {
          await remove(`/${collection}/${assetID}/assignments/${assignment.assignmentID}`);
        }
      }
    },

    /**
     * A facility GISTM expects an ITRB for (Very High or Extreme) that has no current ITRB member: a
     * seeded one when the demo data has it, else a facility made for the spec, with a cross-section
     * rated Very High (both recorded in `created`, to be deleted after).
     */
    async facilityWithItrbGap(created: Created): Promise<Facility> {
      const facilities = await read<Facility[]>('/facilities', { limit: '200' });
      const seeded = facilities.find((facility) => facility.itrbRequired && !facility.itrbAssigned);
      if (seeded) return seeded;
      const facility = await create<Facility>('/facilities', {
        infrastructureID: facilities[0]!.infrastructureID,
        name: `E2E ITRB gap ${Date.now().toString(36)}`,
        type: 'embankment',
        constructionMethod: 'downstream',
        phase: 'operation',
      });
      created.facilityIDs.push(facility.facilityID);
      const section = await create<{ crossSectionID: string }>('/cross-sections', {
        facilityID: facility.facilityID,
        name: 'E2E rated section',
      });
      created.crossSectionIDs.push(section.crossSectionID);
      const veryHigh = 'very_high';
      await create(`/cross-sections/${section.crossSectionID}/consequence-ratings`, {
        categories: {
          populationAtRisk: veryHigh,
          potentialLossOfLife: veryHigh,
          environment: 'high',
          healthSocialCultural: 'high',
          infrastructureEconomics: 'high',
        },
        rationale: 'Dam break study for the end-to-end tests.',
      });
      const rated = await read<Facility>(`/facilities/${facility.facilityID}`);
      expect(rated).toMatchObject({ itrbRequired: true, itrbAssigned: false });
      return rated;
    },

    async deleteCreated(created: Created) {
      // Ratings go with their cross-section (database cascade).
      for (const id of created.crossSectionIDs.splice(0)) await remove(`/cross-sections/${id}`);
      for (const id of created.facilityIDs.splice(0)) await remove(`/facilities/${id}`);
    },
  };
}
