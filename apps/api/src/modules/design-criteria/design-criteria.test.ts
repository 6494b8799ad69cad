import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DesignCriteria, EffectiveCriterion } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { activity, consequenceRatings } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { tenantIDBySlug } from '../../../test/test-app';
import { newAssetBranch } from '../../../test/asset-branch';
import { useTestApp } from '../../../test/harness';
import { ratingRow } from '../../../test/stored-rows';

const { testApp, admin, engineer, viewer, northwind } = useTestApp();

const newBranch = () => newAssetBranch(testApp, northwind);

async function read(path: string, session = viewer): Promise<DesignCriteria> {
  const response = await session.in(northwind).get(`/api/${path}/criteria`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: DesignCriteria }).data;
}

async function put(path: string, body: object, session = engineer, tenantID = northwind) {
  return session.in(tenantID).put(`/api/${path}/criteria`, body);
}

function criterion(criteria: DesignCriteria, key: EffectiveCriterion['key']) {
  return criteria.criteria.find((entry) => entry.key === key)!;
}

async function rate(crossSectionID: string, overallClass: 'high' | 'extreme') {
  await withTenant(testApp.database.db, northwind, (tx) =>
    tx.insert(consequenceRatings).values(ratingRow(northwind, crossSectionID, overallClass, { rationale: 'Study.' })),
  );
}

describe('design criteria', () => {
  it('come from the tenant defaults of the element’s class, once it has one', async () => {
    const branch = await newBranch();
    const unrated = await read(`cross-sections/${branch.crossSectionID}`);
    expect(unrated.consequenceClass).toBeNull();
    expect(unrated.version).toBe(0);
    expect(unrated.criteria).toHaveLength(10);
    for (const entry of unrated.criteria) {
      expect(entry).toMatchObject({ value: null, source: { level: 'tenant-default', assetID: null } });
    }

    await rate(branch.crossSectionID, 'high');
    const rated = await read(`cross-sections/${branch.crossSectionID}`);
    expect(rated.consequenceClass).toBe('high');
    expect(criterion(rated, 'floodAepOperation')).toEqual({
      key: 'floodAepOperation',
      value: 2475,
      unit: 'years',
      source: { level: 'tenant-default', assetID: null },
    });
    expect(criterion(rated, 'floodAepClosure').value).toBe(10000);
    expect(criterion(rated, 'minFosLongTermStatic')).toMatchObject({ value: 1.5, unit: 'ratio' });
    expect(criterion(rated, 'minFreeboardM')).toMatchObject({ value: null, unit: 'm' });

    await rate(branch.crossSectionID, 'extreme');
    expect(criterion(await read(`facilities/${branch.facilityID}`), 'floodAepOperation').value).toBe(10000);
  });

  it('are inherited from the nearest level up that sets them, and cleared back to it', async () => {
    const branch = await newBranch();
    await rate(branch.crossSectionID, 'high');
    const facility = `facilities/${branch.facilityID}`;
    const crossSection = `cross-sections/${branch.crossSectionID}`;

    const set = await put(facility, { values: { floodAepOperation: 5000, minFosPseudoStatic: 1.1 }, version: 0 });
    expect(set.statusCode, set.body).toBe(200);
    const atFacility = (set.json() as { data: DesignCriteria }).data;
    expect(atFacility.version).toBe(1);
    expect(criterion(atFacility, 'floodAepOperation')).toMatchObject({
      value: 5000,
      source: { level: 'facility', assetID: branch.facilityID },
    });
    expect(criterion(await read(crossSection), 'floodAepOperation')).toMatchObject({
      value: 5000,
      source: { level: 'facility', assetID: branch.facilityID },
    });

    // Nearest wins: the cross-section's own value over the facility's.
    expect((await put(crossSection, { values: { floodAepOperation: 10000 }, version: 0 })).statusCode).toBe(200);
    expect(criterion(await read(crossSection), 'floodAepOperation')).toMatchObject({
      value: 10000,
      source: { level: 'cross-section', assetID: branch.crossSectionID },
    });
    // Cleared at the cross-section: the facility's applies again.
    const cleared = await put(crossSection, { values: { floodAepOperation: null }, version: 1 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(criterion((cleared.json() as { data: DesignCriteria }).data, 'floodAepOperation')).toMatchObject({
      value: 5000,
      source: { level: 'facility' },
    });
    // Cleared at the facility: back to the tenant default for the class.
    expect((await put(facility, { values: { floodAepOperation: null }, version: 1 })).statusCode).toBe(200);
    expect(criterion(await read(crossSection), 'floodAepOperation')).toMatchObject({
      value: 2475,
      source: { level: 'tenant-default' },
    });
    expect(criterion(await read(crossSection), 'minFosPseudoStatic')).toMatchObject({
      value: 1.1,
      source: { level: 'facility' },
    });
  });

  it('reach down from the site and the infrastructure', async () => {
    const branch = await newBranch();
    const site = `sites/${branch.siteID}`;
    const infrastructure = `infrastructures/${branch.infrastructureID}`;
    const siteVersion = (await read(site)).version;
    expect((await put(site, { values: { minFreeboardM: 2.5 }, version: siteVersion })).statusCode).toBe(200);
    const infrastructureVersion = (await read(infrastructure)).version;
    const atInfrastructure = await put(infrastructure, {
      values: { seismicAepClosure: 20000 },
      version: infrastructureVersion,
    });
    expect(atInfrastructure.statusCode, atInfrastructure.body).toBe(200);
    const inherited = await read(`cross-sections/${branch.crossSectionID}`);
    expect(criterion(inherited, 'minFreeboardM')).toMatchObject({
      value: 2.5,
      source: { level: 'site', assetID: branch.siteID },
    });
    expect(criterion(inherited, 'seismicAepClosure')).toMatchObject({
      value: 20000,
      source: { level: 'infrastructure', assetID: branch.infrastructureID },
    });
  });

  it('refuse a stale version, record each change with before and after, and nothing for no change', async () => {
    const branch = await newBranch();
    const facility = `facilities/${branch.facilityID}`;
    const entries = () =>
      withTenant(testApp.database.db, northwind, (tx) =>
        tx
          .select()
          .from(activity)
          .where(and(eq(activity.subjectType, 'Facility'), eq(activity.subjectId, branch.facilityID))),
      );
    expect((await put(facility, { values: { minFreeboardM: 1.5 }, version: 0 })).statusCode).toBe(200);
    const stale = await put(facility, { values: { minFreeboardM: 3 }, version: 0 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(criterion(await read(facility), 'minFreeboardM').value).toBe(1.5);

    expect((await put(facility, { values: { minFreeboardM: 2 }, version: 1 })).statusCode).toBe(200);
    const same = await put(facility, { values: { minFreeboardM: 2 }, version: 2 });
    expect((same.json() as { data: DesignCriteria }).data.version).toBe(2);
    expect((await entries()).map((entry) => entry.changes)).toEqual([
      { minFreeboardM: { before: null, after: 1.5 } },
      { minFreeboardM: { before: 1.5, after: 2 } },
    ]);
  });

  it('refuse values out of range or unknown, a viewer, and an element of another tenant', async () => {
    const branch = await newBranch();
    const facility = `facilities/${branch.facilityID}`;
    for (const values of [
      { floodAepOperation: 0 },
      { floodAepOperation: 1000.5 },
      { minFosLongTermStatic: 42 },
      { minFreeboardM: -1 },
      { maxRainfall: 10 },
    ]) {
      const response = await put(facility, { values, version: 0 });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
    }
    expect((await put(facility, { values: { minFreeboardM: 1 }, version: 0 }, viewer)).statusCode).toBe(403);
    const southern = tenantIDBySlug(admin, 'southern-water');
    const elsewhere = await put(facility, { values: { minFreeboardM: 1 }, version: 0 }, admin, southern);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'facility_not_found' });
    expect((await read(facility)).version).toBe(0);
  });
});
