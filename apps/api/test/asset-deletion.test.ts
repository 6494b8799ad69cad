/**
 * Deleting an asset: risks and documents placed on it must be moved first (409 has_dependents);
 * what only describes it — criteria set at it, responsibilities, mentions — goes with it.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetAssignments, designCriteria, documentMentions, documents, risks } from '../src/db/schema/index';
import { withTenant } from '../src/db/tenant';
import { useTestApp } from './harness';

/** The tenant admin: deleting assets is an admin's to do. */
const { testApp, admin } = useTestApp({ people: ['admin'] });
let tenantID: string;

beforeAll(async () => {
  tenantID = admin.defaultTenantID;
});

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return admin.in(tenantID).inject({ method, url, payload });
}

async function created(url: string, idField: string, payload: object): Promise<string> {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Record<string, string> }).data[idField]!;
}

const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(testApp.database.db, tenantID, work);

describe('deleting an asset', () => {
  it('waits for the risks and documents placed on it, and takes what describes it along', async () => {
    const siteID = await created('/api/sites', 'siteID', { name: 'Short-lived mine', country: 'PE' });
    const infrastructureID = await created('/api/infrastructures', 'infrastructureID', {
      siteID,
      name: 'Pond',
      type: 'water_dam',
    });
    const facilityID = await created('/api/facilities', 'facilityID', {
      infrastructureID,
      name: 'Pond wall',
      type: 'embankment',
      constructionMethod: 'downstream',
      phase: 'design',
    });
    const crossSectionID = await created('/api/cross-sections', 'crossSectionID', { facilityID, name: 'Ch 0+100' });
    for (const path of [`sites/${siteID}`, `facilities/${facilityID}`, `cross-sections/${crossSectionID}`]) {
      expect(
        (await call('PUT', `/api/${path}/criteria`, { values: { minFreeboardM: 1 }, version: 0 })).statusCode,
      ).toBe(200);
    }
    for (const path of [`sites/${siteID}`, `facilities/${facilityID}`]) {
      const assigned = await call('POST', `/api/${path}/assignments`, {
        userID: admin.userID,
        role: 'site_manager',
        since: '2026-01-01',
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
    }
    const [risk] = await inTenant((tx) => tx.select().from(risks).limit(1));
    const [document] = await inTenant((tx) => tx.select().from(documents).limit(1));
    await inTenant(async (tx) => {
      await tx.update(risks).set({ assetType: 'cross-section', assetId: crossSectionID }).where(eq(risks.id, risk!.id));
      await tx
        .update(documents)
        .set({ assetType: 'facility', assetId: facilityID, nonAssetCategory: null })
        .where(eq(documents.id, document!.id));
      await tx
        .insert(documentMentions)
        .values({ tenantId: tenantID, documentId: document!.id, assetType: 'cross-section', assetId: crossSectionID });
    });

    const heldByRisk = await call('DELETE', `/api/cross-sections/${crossSectionID}`);
    expect(heldByRisk.statusCode).toBe(409);
    expect(heldByRisk.json()).toMatchObject({ code: 'has_dependents', detail: expect.stringContaining('1 risk') });
    await inTenant((tx) =>
      tx.update(risks).set({ assetType: risk!.assetType, assetId: risk!.assetId }).where(eq(risks.id, risk!.id)),
    );
    expect((await call('DELETE', `/api/cross-sections/${crossSectionID}`)).statusCode).toBe(204);

    const heldByDocument = await call('DELETE', `/api/facilities/${facilityID}`);
    expect(heldByDocument.statusCode).toBe(409);
    expect(heldByDocument.json()).toMatchObject({ detail: expect.stringContaining('1 document') });
    await inTenant((tx) =>
      tx
        .update(documents)
        .set({
          assetType: document!.assetType,
          assetId: document!.assetId,
          nonAssetCategory: document!.nonAssetCategory,
        })
        .where(eq(documents.id, document!.id)),
    );
    expect((await call('DELETE', `/api/facilities/${facilityID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/infrastructures/${infrastructureID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/sites/${siteID}`)).statusCode).toBe(204);

    const left = await inTenant(async (tx) => ({
      criteria: await tx
        .select()
        .from(designCriteria)
        .where(eq(designCriteria.tenantId, tenantID))
        .then((rows) => rows.filter((row) => [siteID, facilityID, crossSectionID].includes(row.assetId))),
      assignments: await tx
        .select()
        .from(assetAssignments)
        .where(and(eq(assetAssignments.tenantId, tenantID), eq(assetAssignments.userId, admin.userID)))
        .then((rows) => rows.filter((row) => [siteID, facilityID].includes(row.assetId))),
      mentions: await tx.select().from(documentMentions).where(eq(documentMentions.assetId, crossSectionID)),
    }));
    expect(left).toEqual({ criteria: [], assignments: [], mentions: [] });
  });
});
