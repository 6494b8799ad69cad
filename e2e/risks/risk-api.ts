/** Risks and the risk matrix set up and cleaned away through the API, so a spec owns its data. */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiAccessToken, bearer } from '../support/auth';

interface RiskMatrix {
  likelihoodLevels: string[];
  consequenceLevels: string[];
  cells: number[][];
  version: number;
}

/** An API caller in the user's default tenant. */
export async function riskApi(request: APIRequestContext, email: string) {
  const token = await apiAccessToken(request, email);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);
  return {
    /** Deletes the risks with this title, if any are left (a test that failed half-way). */
    async removeRisks(title: string) {
      const response = await request.get('/api/risks', { headers, params: { q: title } });
      expect(response.status()).toBe(200);
      const risks = ((await response.json()) as { data: { riskID: string; title: string }[] }).data;
      for (const risk of risks.filter((found) => found.title === title)) {
        const deleted = await request.delete(`/api/risks/${risk.riskID}`, { headers });
        expect([204, 404]).toContain(deleted.status());
      }
    },
    /** Deletes the controls with this description (after the risks they were linked to). */
    async removeControls(description: string) {
      const response = await request.get('/api/controls', { headers, params: { q: description } });
      expect(response.status()).toBe(200);
      const controls = ((await response.json()) as { data: { controlID: string; description: string }[] }).data;
      for (const control of controls.filter((found) => found.description === description)) {
        const deleted = await request.delete(`/api/controls/${control.controlID}`, { headers });
        expect([204, 404]).toContain(deleted.status());
      }
    },
    async matrix(): Promise<RiskMatrix> {
      const response = await request.get('/api/settings/risk-matrix', { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: RiskMatrix }).data;
    },
    async saveMatrix(matrix: RiskMatrix): Promise<RiskMatrix> {
      const { likelihoodLevels, consequenceLevels, cells, version } = matrix;
      const response = await request.put('/api/settings/risk-matrix', {
        headers,
        data: { likelihoodLevels, consequenceLevels, cells, version },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: RiskMatrix }).data;
    },
  };
}
