/** Facilities hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import {
  activity,
  assetAssignments,
  consequenceRatings,
  crossSections,
  facilities,
  infrastructures,
  risks,
  sites,
} from '../../db/schema/index';
import { newID } from '../../lib/ids';
import {
  asMember,
  createTestApp,
  demoEmails,
  signIn,
  tenantIDBySlug,
  type SignedIn,
  type TestApp,
  inDatabase,
} from '../../../test/test-app';
import { expectPagingMatchesWholeList } from '../../../test/list-contract';
import { expectEvery } from '../../../test/expect-every';

let testApp: TestApp;
let admin: SignedIn;
let engineer: SignedIn;
let viewer: SignedIn;
let northwind: string;
let southernWater: string;
/** Infrastructures by code, of each tenant. */
let northwindInfrastructures: Map<string, { id: string; siteId: string }>;
let southernInfrastructureID: string;
let northwindSites: Map<string, string>;
let southernSiteID: string;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, engineer, viewer] = await Promise.all([
    signIn(testApp.app, demoEmails.admin),
    signIn(testApp.app, demoEmails.engineer),
    signIn(testApp.app, demoEmails.viewer),
  ]);
  northwind = tenantIDBySlug(admin, 'northwind-mining');
  southernWater = tenantIDBySlug(admin, 'southern-water');
  await inDatabase(testApp, northwind, async (tx) => {
    const rows = await tx.select().from(infrastructures);
    northwindInfrastructures = new Map(rows.map((row) => [row.code, { id: row.id, siteId: row.siteId }]));
    northwindSites = new Map((await tx.select().from(sites)).map((row) => [row.code, row.id]));
  });
  await inDatabase(testApp, southernWater, async (tx) => {
    southernInfrastructureID = (await tx.select().from(infrastructures).limit(1))[0]!.id;
    southernSiteID = (await tx.select().from(sites).limit(1))[0]!.id;
  });
});
afterAll(() => testApp.close());

type FacilityList = { data: Facility[]; meta: { total: number; nextCursor: string | null } };

function infrastructureID(code = 'INF-01'): string {
  return northwindInfrastructures.get(code)!.id;
}

async function list(session: SignedIn, query = '', tenantID = northwind) {
  const response = await testApp.app.inject({ url: `/api/facilities${query}`, headers: asMember(session, tenantID) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FacilityList;
}

async function get(facilityID: string, session = viewer) {
  return testApp.app.inject({ url: `/api/facilities/${facilityID}`, headers: asMember(session) });
}

async function create(session: SignedIn, body: object, tenantID = northwind) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/facilities',
    headers: asMember(session, tenantID),
    payload: body,
  });
}

const minimal = () => ({
  infrastructureID: infrastructureID(),
  name: 'Test facility',
  type: 'embankment',
  constructionMethod: 'downstream',
  phase: 'operation',
});

async function createFacility(body: Partial<Facility> = {}): Promise<Facility> {
  const response = await create(admin, { ...minimal(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Facility }).data;
}

async function patch(facilityID: string, payload: object, session = admin) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/facilities/${facilityID}`,
    headers: asMember(session),
    payload,
  });
}

async function activityOf(facilityID: string, tenantID = northwind) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'Facility'), eq(activity.subjectId, facilityID))),
  );
}

async function storedRow(facilityID: string) {
  const [row] = await inDatabase(testApp, northwind, (tx) =>
    tx.select().from(facilities).where(eq(facilities.id, facilityID)),
  );
  return row;
}

async function addCrossSection(facilityId: string): Promise<string> {
  const id = newID();
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(crossSections).values({
      tenantId: northwind,
      id,
      facilityId,
      code: `XS-T${id.slice(-8).toUpperCase()}`,
      name: 'Test section',
    }),
  );
  return id;
}

/** A rating added as the service will add it; the database keeps the classes of the section and facility. */
async function rate(crossSectionId: string, overallClass: ConsequenceClass) {
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(consequenceRatings).values({
      tenantId: northwind,
      id: newID(),
      crossSectionId,
      populationAtRisk: overallClass,
      potentialLossOfLife: 'low',
      environment: 'low',
      healthSocialCultural: 'low',
      infrastructureEconomics: 'low',
      overallClass,
      rationale: 'Dam break study.',
    }),
  );
}

async function addRisk(assetType: 'facility' | 'cross-section', assetId: string, status: 'open' | 'closed') {
  const id = newID();
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(risks).values({
      tenantId: northwind,
      id,
      code: `R-T${id.slice(-8).toUpperCase()}`,
      title: 'Test risk',
      failureMode: 'overtopping',
      assetType,
      assetId,
      inherentLikelihood: 2,
      inherentConsequence: 2,
      inherentRiskRating: 1,
      status,
    }),
  );
}

/** The database's today, shifted by whole days, as an ISO date. */
async function dayFromToday(days: number): Promise<string> {
  const result = await inDatabase(testApp, northwind, (tx) => tx.execute(sql`select current_date::text as today`));
  const today = (result as unknown as { rows: { today: string }[] }).rows[0]!.today;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function assign(assetId: string, role: 'itrb_member' | 'rtfe', since: string, until: string | null) {
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(assetAssignments).values({
      tenantId: northwind,
      id: newID(),
      assetType: 'facility',
      assetId,
      userId: engineer.userID,
      role,
      since,
      until,
    }),
  );
}

describe('GET /api/facilities', () => {
  it('lists the tenant’s facilities with computed fields, ordered by code', async () => {
    const { data, meta } = await list(viewer);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((facility) => facility.code)).toEqual([...data.map((facility) => facility.code)].sort());
    const seeded = data.find((facility) => facility.code === 'FAC-01')!;
    const expected = await inDatabase(testApp, northwind, async (tx) => {
      const sections = await tx
        .select({ id: crossSections.id })
        .from(crossSections)
        .where(eq(crossSections.facilityId, seeded.facilityID));
      const openRisks = await tx.$count(
        risks,
        and(
          eq(risks.status, 'open'),
          or(
            and(eq(risks.assetType, 'facility'), eq(risks.assetId, seeded.facilityID)),
            and(
              eq(risks.assetType, 'cross-section'),
              inArray(
                risks.assetId,
                sections.map((section) => section.id),
              ),
            ),
          ),
        ),
      );
      return { crossSectionCount: sections.length, openRisks };
    });
    expect(expected.crossSectionCount).toBeGreaterThan(0);
    expect(expected.openRisks).toBeGreaterThan(0);
    expect(seeded).toMatchObject({
      infrastructureID: infrastructureID('INF-01'),
      siteID: northwindSites.get('SITE-01'),
      ancestors: [
        { assetType: 'site', assetID: northwindSites.get('SITE-01'), code: 'SITE-01', name: 'Cerro Alto Copper Mine' },
        {
          assetType: 'infrastructure',
          assetID: infrastructureID('INF-01'),
          code: 'INF-01',
          name: 'Cerro Alto Tailings Storage Facility',
        },
      ],
      type: 'embankment',
      heightM: 92,
      storageVolumeM3: 610_000_000,
      lastDamSafetyReview: '2023-10-12',
      crossSectionCount: expected.crossSectionCount,
      // Rated Extreme in the demo data, with a current ITRB member.
      consequenceClass: 'extreme',
      itrbRequired: true,
      itrbAssigned: true,
      openRiskCount: expected.openRisks,
      overdueActionCount: 0,
      version: expect.any(Number),
    });
  });

  it('names the site and infrastructure it sits under, and follows a renamed site at once', async () => {
    const post = async (url: string, payload: object) => {
      const response = await testApp.app.inject({ method: 'POST', url, headers: asMember(admin), payload });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: Record<string, string | number> }).data;
    };
    const site = await post('/api/sites', { name: 'Before the rename', country: 'PE' });
    const infrastructure = await post('/api/infrastructures', {
      siteID: site.siteID,
      name: 'Named pond',
      type: 'tailings_storage',
    });
    const facility = await createFacility({ infrastructureID: infrastructure.infrastructureID as string });
    const listed = async () =>
      (await list(viewer, `?infrastructureID=${infrastructure.infrastructureID}`)).data[0]!.ancestors;
    expect(await listed()).toEqual([
      { assetType: 'site', assetID: site.siteID, code: site.code, name: 'Before the rename' },
      {
        assetType: 'infrastructure',
        assetID: infrastructure.infrastructureID,
        code: infrastructure.code,
        name: 'Named pond',
      },
    ]);

    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/sites/${site.siteID}`,
      headers: asMember(admin),
      payload: { name: 'After the rename', version: site.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed())[0]!.name).toBe('After the rename');
    const one = await testApp.app.inject({ url: `/api/facilities/${facility.facilityID}`, headers: asMember(viewer) });
    expect((one.json() as { data: Facility }).data.ancestors[0]!.name).toBe('After the rename');
  });

  it('counts its cross-sections, and the open risks of it and of its cross-sections', async () => {
    const facility = await createFacility({ name: 'Counted' });
    const other = await createFacility({ name: 'Neighbour' });
    const first = await addCrossSection(facility.facilityID);
    await addCrossSection(facility.facilityID);
    await addRisk('facility', facility.facilityID, 'open');
    await addRisk('cross-section', first, 'open');
    await addRisk('cross-section', first, 'open');
    await addRisk('facility', facility.facilityID, 'closed');
    await addRisk('facility', other.facilityID, 'open');
    const found = (await list(viewer, '?q=Counted')).data.find((row) => row.facilityID === facility.facilityID)!;
    expect(found).toMatchObject({ crossSectionCount: 2, openRiskCount: 3 });
    expect((await get(other.facilityID)).json()).toMatchObject({ data: { crossSectionCount: 0, openRiskCount: 1 } });
  });

  it('takes the highest current class of its cross-sections, and needs an ITRB from very high', async () => {
    const facility = await createFacility({ name: 'Rated wall' });
    const classOf = async () => ((await get(facility.facilityID)).json() as { data: Facility }).data;
    const [first, second] = [await addCrossSection(facility.facilityID), await addCrossSection(facility.facilityID)];
    expect(await classOf()).toMatchObject({ consequenceClass: null, itrbRequired: false });
    await rate(first, 'high');
    expect(await classOf()).toMatchObject({ consequenceClass: 'high', itrbRequired: false });
    await rate(second, 'very_high');
    expect(await classOf()).toMatchObject({ consequenceClass: 'very_high', itrbRequired: true });
    // A re-rating replaces the section's class: the facility follows the new highest.
    await rate(second, 'significant');
    expect(await classOf()).toMatchObject({ consequenceClass: 'high', itrbRequired: false });
    await rate(first, 'extreme');
    expect(await classOf()).toMatchObject({ consequenceClass: 'extreme', itrbRequired: true });
    const extreme = (await list(viewer, '?consequenceClass=extreme&limit=200')).data;
    expect(extreme.map((row) => row.facilityID)).toContain(facility.facilityID);
    expectEvery(extreme, (row) => row.consequenceClass === 'extreme');
    const high = (await list(viewer, '?consequenceClass=high&limit=200')).data;
    expect(high.map((row) => row.facilityID)).not.toContain(facility.facilityID);
  });

  it('shows an ITRB as assigned only while an itrb_member assignment of the facility is current', async () => {
    const facility = await createFacility({ name: 'Reviewed wall' });
    const other = await createFacility({ name: 'Other wall' });
    const assigned = async () =>
      (await list(viewer, '?q=wall&limit=200')).data.find((row) => row.facilityID === facility.facilityID)!
        .itrbAssigned;
    await assign(facility.facilityID, 'itrb_member', await dayFromToday(-60), await dayFromToday(-1));
    await assign(facility.facilityID, 'itrb_member', await dayFromToday(1), null);
    await assign(facility.facilityID, 'rtfe', await dayFromToday(-10), null);
    await assign(other.facilityID, 'itrb_member', await dayFromToday(-10), null);
    expect(await assigned()).toBe(false);
    await assign(facility.facilityID, 'itrb_member', await dayFromToday(-10), await dayFromToday(0));
    expect(await assigned()).toBe(true);
    expect((await get(other.facilityID)).json()).toMatchObject({ data: { itrbAssigned: true } });
  });

  it('pages with a cursor without skipping or repeating a facility, in either direction of any sort', async () => {
    for (let index = 0; index < 5; index += 1) {
      await createFacility({ name: `Paging facility ${index}`, phase: index % 2 ? 'design' : 'operation' });
    }
    for (const sort of [
      'code',
      '-code',
      'name',
      '-name',
      'phase',
      '-phase',
      'createdAt',
      '-createdAt',
      'updatedAt',
      '-updatedAt',
    ]) {
      for (const filter of ['', '&phase=operation']) {
        await expectPagingMatchesWholeList(
          (query) => list(viewer, query),
          (row: Facility) => row.facilityID,
          `?sort=${sort}${filter}`,
        );
      }
    }
    const descending = (await list(viewer, '?sort=-name&limit=200')).data.map((row) => row.name);
    // The database's own order of text (its collation), read both ways.
    const ascending = (await list(viewer, '?sort=name&limit=200')).data.map((row) => row.name);
    expect(descending).toEqual([...ascending].reverse());
    const newest = (await list(viewer, '?sort=-updatedAt&limit=200')).data.map((row) => row.updatedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('filters by site, infrastructure, phase and text', async () => {
    const closed = await createFacility({
      name: 'Zephyr closure cell',
      phase: 'closure_passive',
      infrastructureID: infrastructureID('INF-03'),
    });
    const site = northwindInfrastructures.get('INF-03')!.siteId;
    const bySite = (await list(viewer, `?siteID=${site}&limit=200`)).data;
    expect(bySite.map((row) => row.facilityID)).toContain(closed.facilityID);
    expectEvery(bySite, (row) => row.siteID === site);
    const underSite = await inDatabase(testApp, northwind, (tx) =>
      tx
        .select({ id: facilities.id })
        .from(facilities)
        .innerJoin(infrastructures, eq(infrastructures.id, facilities.infrastructureId))
        .where(eq(infrastructures.siteId, site)),
    );
    expect(bySite).toHaveLength(underSite.length);
    const otherSite = (await list(viewer, `?siteID=${northwindSites.get('SITE-01')}&limit=200`)).data;
    expect(otherSite.map((row) => row.facilityID)).not.toContain(closed.facilityID);
    expect(otherSite.length).toBeGreaterThan(0);

    const byInfrastructure = (await list(viewer, `?infrastructureID=${infrastructureID('INF-03')}&limit=200`)).data;
    expect(byInfrastructure.map((row) => row.facilityID)).toContain(closed.facilityID);
    expectEvery(byInfrastructure, (row) => row.infrastructureID === infrastructureID('INF-03'));
    expect(
      (await list(viewer, `?infrastructureID=${infrastructureID('INF-01')}&limit=200`)).data.map(
        (row) => row.facilityID,
      ),
    ).not.toContain(closed.facilityID);

    const byPhase = (await list(viewer, '?phase=closure_passive&limit=200')).data;
    expect(byPhase.map((row) => row.facilityID)).toContain(closed.facilityID);
    expectEvery(byPhase, (row) => row.phase === 'closure_passive');
    expect((await list(viewer, '?phase=operation&limit=200')).data.map((row) => row.facilityID)).not.toContain(
      closed.facilityID,
    );
    expect(
      (await list(viewer, `?phase=closure_passive&siteID=${northwindSites.get('SITE-01')}`)).data.map(
        (row) => row.facilityID,
      ),
    ).not.toContain(closed.facilityID);

    expect((await list(viewer, '?q=zephyr%20closure')).data.map((row) => row.code)).toEqual([closed.code]);
    expect((await list(viewer, `?q=${closed.code.toLowerCase()}`)).data.map((row) => row.code)).toEqual([closed.code]);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
    expect((await list(viewer, '?consequenceClass=low')).data).toEqual([]);
  });

  it('refuses an unknown sort field, filter value, a cursor of another sort, and limits out of range', async () => {
    const second = (await list(viewer, '?sort=name&limit=1')).meta.nextCursor!;
    for (const query of [
      '?sort=secret',
      '?sort=-version',
      '?sort=consequenceClass',
      '?phase=demolished',
      '?consequenceClass=huge',
      '?siteID=SITE-01',
      '?infrastructureID=42',
      '?limit=0',
      '?limit=201',
      `?sort=code&cursor=${second}`,
      '?cursor=not-a-cursor',
    ]) {
      const response = await testApp.app.inject({ url: `/api/facilities${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('shows only the facilities of the tenant in x-tenant-id', async () => {
    const created = await create(
      admin,
      { ...minimal(), infrastructureID: southernInfrastructureID, name: 'Southern spillway' },
      southernWater,
    );
    expect(created.statusCode, created.body).toBe(201);
    const southernFacility = (created.json() as { data: Facility }).data;
    const northwindIDs = (await list(admin, '?limit=200')).data.map((row) => row.facilityID);
    expect(northwindIDs).not.toContain(southernFacility.facilityID);
    expect((await list(admin, `?siteID=${southernSiteID}`)).data).toEqual([]);
    expect((await list(admin, `?infrastructureID=${southernInfrastructureID}`)).data).toEqual([]);
  });
});

describe('GET /api/facilities/{facilityID}', () => {
  it('answers the facility, and 404 for an unknown one or one of another tenant', async () => {
    const facility = await createFacility();
    expect((await get(facility.facilityID)).json()).toEqual({ data: facility });
    const other = (
      await create(admin, { ...minimal(), infrastructureID: southernInfrastructureID }, southernWater)
    ).json() as { data: Facility };
    for (const facilityID of [other.data.facilityID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await get(facilityID);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'facility_not_found' });
    }
  });
});

describe('POST /api/facilities', () => {
  it('answers 201 with Location, assigns the next free code, and records the creation', async () => {
    const response = await create(engineer, {
      infrastructureID: infrastructureID('INF-02'),
      name: 'North saddle dam',
      description: 'Closes a low point of the northern ridge.',
      type: 'saddle_dam',
      constructionMethod: 'downstream',
      phase: 'construction',
      heightM: 18.5,
      crestElevationMasl: -12.25,
      crestLengthM: 640,
      storageVolumeM3: 10_000_000_000_000,
      lastDamSafetyReview: '2024-03-01',
      nextDamSafetyReview: '2024-03-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const facility = (response.json() as { data: Facility }).data;
    expect(response.headers.location).toBe(`/api/facilities/${facility.facilityID}`);
    expect(facility).toMatchObject({
      code: expect.stringMatching(/^F-\d{3}$/),
      infrastructureID: infrastructureID('INF-02'),
      siteID: northwindInfrastructures.get('INF-02')!.siteId,
      heightM: 18.5,
      crestElevationMasl: -12.25,
      storageVolumeM3: 10_000_000_000_000,
      nextDamSafetyReview: '2024-03-01',
      crossSectionCount: 0,
      consequenceClass: null,
      itrbRequired: false,
      itrbAssigned: false,
      openRiskCount: 0,
      version: 1,
    });
    const [entry] = await activityOf(facility.facilityID);
    expect(entry).toMatchObject({ action: 'create', actorUserId: engineer.userID, subjectType: 'Facility' });
    expect(entry!.changes).toMatchObject({
      name: { before: null, after: 'North saddle dam' },
      code: { after: facility.code },
      infrastructureID: { before: null, after: infrastructureID('INF-02') },
    });
  });

  it('continues the series after a code a person chose, and answers 409 code_taken for a taken one', async () => {
    const chosen = await createFacility({ code: 'F-500' });
    expect(chosen.code).toBe('F-500');
    expect((await createFacility()).code).toBe('F-501');
    const taken = await create(admin, { ...minimal(), code: 'f-500', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'code_taken', errors: { code: expect.any(Array) } });
  });

  it('gives 20 concurrent creates 20 distinct codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create(admin, { ...minimal(), name: `Concurrent ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((response) => (response.json() as { data: Facility }).data.code);
    expect(new Set(codes).size).toBe(20);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ infrastructureID: 'INF-01' }, 'infrastructureID'],
      [{ infrastructureID: undefined }, 'infrastructureID'],
      [{ type: 'dam' }, 'type'],
      [{ constructionMethod: 'sideways' }, 'constructionMethod'],
      [{ phase: 'demolished' }, 'phase'],
      [{ heightM: 500.5 }, 'heightM'],
      [{ heightM: -1 }, 'heightM'],
      [{ crestElevationMasl: -501 }, 'crestElevationMasl'],
      [{ crestElevationMasl: 9000.01 }, 'crestElevationMasl'],
      [{ crestLengthM: 100_001 }, 'crestLengthM'],
      [{ storageVolumeM3: 1.5 }, 'storageVolumeM3'],
      [{ storageVolumeM3: 10_000_000_000_001 }, 'storageVolumeM3'],
      [{ storageVolumeM3: -1 }, 'storageVolumeM3'],
      [{ lastDamSafetyReview: '2024-02-30' }, 'lastDamSafetyReview'],
      [{ nextDamSafetyReview: 'next year' }, 'nextDamSafetyReview'],
      [{ lastDamSafetyReview: '2024-05-02', nextDamSafetyReview: '2024-05-01' }, 'nextDamSafetyReview'],
      [{ code: 'bad code!' }, 'code'],
    ] as const) {
      const response = await create(admin, { ...minimal(), ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect((response.json() as { errors: Record<string, unknown> }).errors, JSON.stringify(body)).toHaveProperty([
        field,
      ]);
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
  });

  it('answers 404 for an infrastructure that is unknown or of another tenant, and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    const activityBefore = await inDatabase(testApp, northwind, (tx) => tx.$count(activity));
    for (const parent of [southernInfrastructureID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await create(admin, { ...minimal(), infrastructureID: parent, name: 'Orphan' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'infrastructure_not_found',
        errors: { infrastructureID: expect.any(Array) },
      });
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
    expect(await inDatabase(testApp, northwind, (tx) => tx.$count(activity))).toBe(activityBefore);
    const southern = await inDatabase(testApp, southernWater, (tx) =>
      tx.select().from(facilities).where(eq(facilities.name, 'Orphan')),
    );
    expect(southern).toEqual([]);
  });
});

describe('PATCH /api/facilities/{facilityID}', () => {
  it('changes the given fields, raises the version and records before → after', async () => {
    const facility = await createFacility({ name: 'Before', heightM: 20, lastDamSafetyReview: '2022-01-10' });
    const response = await patch(
      facility.facilityID,
      { name: 'After', heightM: null, nextDamSafetyReview: '2027-01-10', version: 1 },
      engineer,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Facility }).data).toMatchObject({
      name: 'After',
      heightM: null,
      nextDamSafetyReview: '2027-01-10',
      version: 2,
    });
    const update = (await activityOf(facility.facilityID)).find((entry) => entry.action === 'update')!;
    expect(update).toMatchObject({ actorUserId: engineer.userID });
    expect(update.changes).toEqual({
      name: { before: 'Before', after: 'After' },
      heightM: { before: 20, after: null },
      nextDamSafetyReview: { before: null, after: '2027-01-10' },
    });
  });

  it('moves the facility to another infrastructure of the tenant, but not to another tenant’s', async () => {
    const facility = await createFacility({ name: 'Moving' });
    const moved = await patch(facility.facilityID, { infrastructureID: infrastructureID('INF-03'), version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { data: Facility }).data).toMatchObject({
      infrastructureID: infrastructureID('INF-03'),
      siteID: northwindInfrastructures.get('INF-03')!.siteId,
      version: 2,
    });
    const update = (await activityOf(facility.facilityID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({
      infrastructureID: { before: infrastructureID('INF-01'), after: infrastructureID('INF-03') },
    });
    for (const parent of [southernInfrastructureID, '0190a0b0-0000-7000-8000-000000000000']) {
      const refused = await patch(facility.facilityID, { infrastructureID: parent, version: 2 });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'infrastructure_not_found',
        errors: { infrastructureID: expect.any(Array) },
      });
    }
    expect(await storedRow(facility.facilityID)).toMatchObject({
      infrastructureId: infrastructureID('INF-03'),
      version: 2,
    });
  });

  it('refuses a next review before the last one as stored, and changes nothing', async () => {
    const facility = await createFacility({ lastDamSafetyReview: '2024-06-01', nextDamSafetyReview: '2029-06-01' });
    for (const payload of [
      { nextDamSafetyReview: '2024-05-31', version: 1 },
      { lastDamSafetyReview: '2029-06-02', version: 1 },
    ]) {
      const response = await patch(facility.facilityID, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { nextDamSafetyReview: expect.any(Array) },
      });
    }
    expect(await storedRow(facility.facilityID)).toMatchObject({ nextDamSafetyReview: '2029-06-01', version: 1 });
    const cleared = await patch(facility.facilityID, {
      lastDamSafetyReview: null,
      nextDamSafetyReview: '2020-01-01',
      version: 1,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('answers 409 version_conflict for a stale version, changes nothing and records nothing', async () => {
    const facility = await createFacility({ name: 'Original' });
    expect((await patch(facility.facilityID, { name: 'First edit', version: 1 })).statusCode).toBe(200);
    const stale = await patch(facility.facilityID, { name: 'Second edit, from an old page', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(await storedRow(facility.facilityID)).toMatchObject({ name: 'First edit', version: 2 });
    expect((await activityOf(facility.facilityID)).filter((entry) => entry.action === 'update')).toHaveLength(1);
  });

  it('changes nothing and records nothing when nothing differs', async () => {
    const facility = await createFacility({ name: 'Same', heightM: 12 });
    const response = await patch(facility.facilityID, { name: 'Same', heightM: 12, version: 1 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Facility }).data).toEqual(facility);
    expect((await activityOf(facility.facilityID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });

  it('answers 409 code_taken when the new code is another facility’s, and nothing changes', async () => {
    const first = await createFacility();
    const second = await createFacility();
    const response = await patch(second.facilityID, { code: first.code, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'code_taken' });
    expect(await storedRow(second.facilityID)).toMatchObject({ code: second.code, version: 1 });
    expect((await activityOf(second.facilityID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });

  it('answers 404 for a facility of another tenant', async () => {
    const other = (
      await create(admin, { ...minimal(), infrastructureID: southernInfrastructureID }, southernWater)
    ).json() as { data: Facility };
    const response = await patch(other.data.facilityID, { name: 'Reached across', version: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'facility_not_found' });
  });
});

describe('DELETE /api/facilities/{facilityID}', () => {
  it('answers 409 has_dependents while the facility has cross-sections, and deletes nothing', async () => {
    const seeded = (await list(admin)).data.find((facility) => facility.crossSectionCount > 0)!;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/facilities/${seeded.facilityID}`,
      headers: asMember(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'has_dependents' });
    expect((await get(seeded.facilityID)).statusCode).toBe(200);
    expect((await activityOf(seeded.facilityID)).filter((entry) => entry.action === 'delete')).toHaveLength(0);
  });

  it('answers 204, then 404; the deletion is in the trail with what was deleted', async () => {
    const facility = await createFacility({ name: 'Short-lived', crestLengthM: 250 });
    const remove = () =>
      testApp.app.inject({ method: 'DELETE', url: `/api/facilities/${facility.facilityID}`, headers: asMember(admin) });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await get(facility.facilityID)).statusCode).toBe(404);
    const deletion = (await activityOf(facility.facilityID)).find((entry) => entry.action === 'delete')!;
    expect(deletion.changes).toMatchObject({
      name: { before: 'Short-lived', after: null },
      crestLengthM: { before: 250, after: null },
    });
  });
});

describe('abilities', () => {
  it('lets a viewer read but not write (403, nothing changed), and an engineer create and update but not delete', async () => {
    const facility = await createFacility({ name: 'Guarded' });
    const activityBefore = await activityOf(facility.facilityID);
    const viewerWrites = [
      create(viewer, { ...minimal(), name: 'Viewer made this' }),
      patch(facility.facilityID, { name: 'Viewer edit', version: 1 }, viewer),
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/facilities/${facility.facilityID}`,
        headers: asMember(viewer),
      }),
    ];
    for (const response of await Promise.all(viewerWrites)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    const engineerDelete = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/facilities/${facility.facilityID}`,
      headers: asMember(engineer),
    });
    expect(engineerDelete.statusCode).toBe(403);
    expect(((await get(facility.facilityID, admin)).json() as { data: Facility }).data).toMatchObject({
      name: 'Guarded',
      version: 1,
    });
    expect((await list(admin, '?q=Viewer made')).data).toEqual([]);
    expect(await activityOf(facility.facilityID)).toEqual(activityBefore);
  });
});
