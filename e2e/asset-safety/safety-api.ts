/**
 * A branch of the asset tree of its own (site → infrastructure → facility → cross-section), set up and
 * removed through the API, so the safety specs change no record that another spec relies on.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';

export interface Branch {
  site: { id: string; code: string; name: string };
  infrastructure: { id: string; code: string; name: string };
  facility: { id: string; code: string; name: string };
  crossSection: { id: string; code: string; name: string };
}

/** An API caller as the admin in the default tenant (Northwind Mining). */
export async function safetyApi(request: APIRequestContext) {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);

  async function post(path: string, data: object) {
    const response = await request.post(`/api/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: Record<string, string> }).data;
  }

  return {
    async createBranch(label: string): Promise<Branch> {
      const name = `E2E ${label} ${Date.now().toString(36)}`;
      const site = await post('sites', { name: `${name} site`, country: 'CL', status: 'active' });
      const infrastructure = await post('infrastructures', {
        siteID: site.siteID,
        name: `${name} TSF`,
        type: 'tailings_storage',
      });
      const facility = await post('facilities', {
        infrastructureID: infrastructure.infrastructureID,
        name: `${name} embankment`,
        type: 'embankment',
        constructionMethod: 'downstream',
        phase: 'operation',
      });
      const crossSection = await post('cross-sections', { facilityID: facility.facilityID, name: `${name} Ch 0+100` });
      const named = (record: Record<string, string>, id: string) => ({ id, code: record.code!, name: record.name! });
      return {
        site: named(site, site.siteID!),
        infrastructure: named(infrastructure, infrastructure.infrastructureID!),
        facility: named(facility, facility.facilityID!),
        crossSection: named(crossSection, crossSection.crossSectionID!),
      };
    },
    async rate(crossSectionID: string, overall: string, rationale: string) {
      const categories = {
        populationAtRisk: overall,
        potentialLossOfLife: 'low',
        environment: 'significant',
        healthSocialCultural: 'low',
        infrastructureEconomics: 'low',
      };
      return post(`cross-sections/${crossSectionID}/consequence-ratings`, {
        categories,
        populationAtRiskCount: 40,
        rationale,
      });
    },
    async addResult(crossSectionID: string, result: object) {
      return post(`cross-sections/${crossSectionID}/stability-results`, result);
    },
    async putCriteria(collection: string, id: string, values: Record<string, number | null>) {
      const current = await request.get(`/api/${collection}/${id}/criteria`, { headers });
      const { version } = ((await current.json()) as { data: { version: number } }).data;
      const response = await request.put(`/api/${collection}/${id}/criteria`, { headers, data: { values, version } });
      expect(response.status(), await response.text()).toBe(200);
    },
    /**
     * A branch whose cross-section has something in every part of its sections: a rating history (two
     * ratings), criteria set at the site, the facility and itself, and two results, one failing.
     */
    async createFilledBranch(label: string): Promise<Branch> {
      const branch = await this.createBranch(label);
      const { site, facility, crossSection } = branch;
      await this.rate(crossSection.id, 'significant', 'Desk study of the downstream valley.');
      await this.rate(
        crossSection.id,
        'very_high',
        'Breach analysis 2025: a village of 400 people within the inundation zone.',
      );
      await this.putCriteria('sites', site.id, { minFreeboardM: 1.5 });
      await this.putCriteria('facilities', facility.id, { floodAepOperation: 5000, minFosPseudoStatic: 1.1 });
      await this.putCriteria('cross-sections', crossSection.id, { minFosLongTermStatic: 1.6 });
      await this.addResult(crossSection.id, {
        loadCase: 'long_term_static',
        method: 'Morgenstern-Price',
        factorOfSafety: 1.72,
        analysisDate: '2025-09-12',
      });
      await this.addResult(crossSection.id, {
        loadCase: 'pseudo_static',
        method: 'Morgenstern-Price',
        factorOfSafety: 1.04,
        analysisDate: '2025-09-12',
      });
      return branch;
    },
    /** Deletes the branch from the bottom up; its ratings and results go with the cross-section. */
    async removeBranch(branch: Branch | undefined) {
      if (!branch) return;
      for (const [collection, id] of [
        ['cross-sections', branch.crossSection.id],
        ['facilities', branch.facility.id],
        ['infrastructures', branch.infrastructure.id],
        ['sites', branch.site.id],
      ] as const) {
        const response = await request.delete(`/api/${collection}/${id}`, { headers });
        expect([204, 404]).toContain(response.status());
      }
    },
  };
}
