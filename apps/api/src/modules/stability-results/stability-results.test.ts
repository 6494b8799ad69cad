import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import { activity, consequenceRatings, documents } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { tenantIDBySlug } from '../../../test/test-app';
import { newAssetBranch } from '../../../test/asset-branch';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, engineer, viewer, northwind } = useTestApp();

/** A new cross-section rated `high` (tenant defaults: long-term static 1.5, pseudo-static 1.0). */
async function ratedCrossSection() {
  const { crossSectionID: id } = await newAssetBranch(testApp, northwind);
  return withTenant(testApp.database.db, northwind, async (tx) => {
    await tx.insert(consequenceRatings).values({
      tenantId: northwind,
      id: newID(),
      crossSectionId: id,
      populationAtRisk: 'high',
      potentialLossOfLife: 'high',
      environment: 'low',
      healthSocialCultural: 'low',
      infrastructureEconomics: 'low',
      overallClass: 'high',
      rationale: 'Study.',
    });
    return id;
  });
}

const resultsURL = (crossSectionID: string) => `/api/cross-sections/${crossSectionID}/stability-results`;

async function add(crossSectionID: string, body: object, session = engineer, tenantID = northwind) {
  return session.in(tenantID).post(resultsURL(crossSectionID), body);
}

async function results(crossSectionID: string): Promise<StabilityResult[]> {
  const response = await viewer.in(northwind).get(resultsURL(crossSectionID));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StabilityResult[] }).data;
}

describe('stability results', () => {
  it('are judged against the minimum in effect now, and re-judged when a criterion changes', async () => {
    const crossSectionID = await ratedCrossSection();
    const [analysis] = await withTenant(testApp.database.db, northwind, (tx) =>
      tx.select({ id: documents.id }).from(documents).limit(1),
    );
    const created = await add(crossSectionID, {
      loadCase: 'long_term_static',
      method: 'Morgenstern-Price',
      factorOfSafety: 1.42,
      analysisDate: '2026-03-01',
      documentID: analysis!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const result = (created.json() as { data: StabilityResult }).data;
    expect(result).toMatchObject({
      loadCase: 'long_term_static',
      factorOfSafety: 1.42,
      documentID: analysis!.id,
      minimumFactorOfSafety: 1.5,
      passes: false,
    });
    expect(created.headers.location).toBe(`${resultsURL(crossSectionID)}/${result.resultID}`);
    expect(
      (
        await add(crossSectionID, {
          loadCase: 'pseudo_static',
          method: 'Bishop',
          factorOfSafety: 1.0,
          analysisDate: '2026-04-01',
        })
      ).statusCode,
    ).toBe(201);

    const listed = await results(crossSectionID);
    expect(listed.map((entry) => [entry.loadCase, entry.passes])).toEqual([
      ['pseudo_static', true],
      ['long_term_static', false],
    ]);

    // The engineer lowers the minimum at the cross-section: the stored result now passes.
    const criteria = await engineer
      .in(northwind)
      .put(`/api/cross-sections/${crossSectionID}/criteria`, { values: { minFosLongTermStatic: 1.4 }, version: 0 });
    expect(criteria.statusCode, criteria.body).toBe(200);
    const rejudged = (await results(crossSectionID)).find((entry) => entry.resultID === result.resultID)!;
    expect(rejudged).toMatchObject({ minimumFactorOfSafety: 1.4, passes: true });
  });

  it('are removed by a manager with a record of what was removed; an engineer may not remove one', async () => {
    const crossSectionID = await ratedCrossSection();
    const created = await add(crossSectionID, {
      loadCase: 'rapid_drawdown',
      method: 'Spencer',
      factorOfSafety: 1.25,
      analysisDate: '2025-11-30',
    });
    const { resultID } = (created.json() as { data: StabilityResult }).data;
    const remove = (session: Person) => session.in(northwind).delete(`${resultsURL(crossSectionID)}/${resultID}`);
    const byEngineer = await remove(engineer);
    expect(byEngineer.statusCode).toBe(403);
    expect(await results(crossSectionID)).toHaveLength(1);
    expect((await remove(admin)).statusCode).toBe(204);
    expect(await results(crossSectionID)).toEqual([]);
    const again = await remove(admin);
    expect(again.statusCode).toBe(404);
    const entries = await withTenant(testApp.database.db, northwind, (tx) =>
      tx
        .select()
        .from(activity)
        .where(and(eq(activity.subjectType, 'CrossSection'), eq(activity.subjectId, crossSectionID))),
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect(entries.find((entry) => entry.action === 'delete')!.changes).toMatchObject({
      factorOfSafety: { before: 1.25, after: null },
    });
  });

  it('refuse bad input, a viewer, and a cross-section of another tenant, storing nothing', async () => {
    const crossSectionID = await ratedCrossSection();
    const valid = { loadCase: 'post_earthquake', method: 'Newmark', factorOfSafety: 1.2, analysisDate: '2026-01-15' };
    for (const body of [
      { ...valid, loadCase: 'flood' },
      { ...valid, factorOfSafety: 0 },
      { ...valid, factorOfSafety: 1.23456 },
      { ...valid, method: ' ' },
      { ...valid, analysisDate: '2026-02-30' },
      { ...valid, documentID: newID() },
    ]) {
      const response = await add(crossSectionID, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await add(crossSectionID, valid, viewer)).statusCode).toBe(403);
    const southern = tenantIDBySlug(admin, 'southern-water');
    const elsewhere = await add(crossSectionID, valid, admin, southern);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'cross_section_not_found' });
    expect(await results(crossSectionID)).toEqual([]);
  });
});
