/** Facilities hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { describeCollection } from '../../../test/collection-contract';
import { inDatabase } from '../../../test/test-app';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';
import { activityOf as storedActivity, ratingRow } from '../../../test/stored-rows';

const collection = describeCollection({
  path: 'facilities',
  idField: 'facilityID',
  subject: 'Facility',
  notFound: 'facility_not_found',
  codePrefix: 'F',
  sorts: ['code', 'name', 'phase', 'createdAt', 'updatedAt'],
  refusedQueries: [
    '?sort=consequenceClass',
    '?phase=demolished',
    '?consequenceClass=huge',
    '?siteID=S-001',
    '?infrastructureID=42',
  ],
  input: async ({ create, once }, tenantID) => ({
    infrastructureID: (
      await once(`infrastructure ${tenantID}`, async () => {
        const site = await create('sites', { name: 'Parent site', country: 'CL' }, tenantID);
        return create('infrastructures', { siteID: site.siteID, name: 'Parent', type: 'tailings_storage' }, tenantID);
      })
    ).infrastructureID,
    name: 'Test embankment',
    type: 'embankment',
    constructionMethod: 'downstream',
    phase: 'operation',
  }),
  invalidInputs: [
    [{ name: '' }, 'name'],
    [{ infrastructureID: 'I-001' }, 'infrastructureID'],
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
  ],
  change: { name: 'Renamed embankment', heightM: 21.5 },
  addDependent: async ({ create }, facility) => {
    await create('cross-sections', { facilityID: facility.facilityID, name: 'Dependent section' });
  },
});
const { testApp, admin, engineer, viewer, northwind, southernWater } = collection;
/** Infrastructures by code, of each tenant. */
let northwindInfrastructures: Map<string, { id: string; siteId: string }>;
let southernInfrastructureID: string;
let northwindSites: Map<string, string>;

beforeAll(async () => {
  await inDatabase(testApp, northwind, async (tx) => {
    const rows = await tx.select().from(infrastructures);
    northwindInfrastructures = new Map(rows.map((row) => [row.code, { id: row.id, siteId: row.siteId }]));
    northwindSites = new Map((await tx.select().from(sites)).map((row) => [row.code, row.id]));
  });
  await inDatabase(testApp, southernWater, async (tx) => {
    southernInfrastructureID = (await tx.select().from(infrastructures).limit(1))[0]!.id;
  });
});

type FacilityList = { data: Facility[]; meta: { total: number; nextCursor: string | null } };

function infrastructureID(code = 'I-001'): string {
  return northwindInfrastructures.get(code)!.id;
}

async function list(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/facilities${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FacilityList;
}

async function get(facilityID: string, session = viewer) {
  return session.get(`/api/facilities/${facilityID}`);
}

async function create(session: Person, body: object, tenantID = northwind) {
  return session.in(tenantID).post('/api/facilities', body);
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
  return session.patch(`/api/facilities/${facilityID}`, payload);
}

const activityOf = (facilityID: string, tenantID = northwind) =>
  storedActivity(testApp, tenantID, 'Facility', facilityID);

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
    tx.insert(consequenceRatings).values(ratingRow(northwind, crossSectionId, overallClass)),
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
    const seeded = data.find((facility) => facility.code === 'F-001')!;
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
      infrastructureID: infrastructureID('I-001'),
      siteID: northwindSites.get('S-001'),
      ancestors: [
        { assetType: 'site', assetID: northwindSites.get('S-001'), code: 'S-001', name: 'Cerro Alto Copper Mine' },
        {
          assetType: 'infrastructure',
          assetID: infrastructureID('I-001'),
          code: 'I-001',
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
      overdueActionCount: expect.any(Number),
      version: expect.any(Number),
    });
  });

  it('names the site and infrastructure it sits under, and follows a renamed site at once', async () => {
    const post = async (url: string, payload: object) => {
      const response = await admin.post(url, payload);
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

    const renamed = await admin.patch(`/api/sites/${site.siteID}`, { name: 'After the rename', version: site.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed())[0]!.name).toBe('After the rename');
    const one = await viewer.get(`/api/facilities/${facility.facilityID}`);
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

  it('filters by site, infrastructure, phase and text', async () => {
    const closed = await createFacility({
      name: 'Zephyr closure cell',
      phase: 'closure_passive',
      infrastructureID: infrastructureID('I-003'),
    });
    const site = northwindInfrastructures.get('I-003')!.siteId;
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
    const otherSite = (await list(viewer, `?siteID=${northwindSites.get('S-001')}&limit=200`)).data;
    expect(otherSite.map((row) => row.facilityID)).not.toContain(closed.facilityID);
    expect(otherSite.length).toBeGreaterThan(0);

    const byInfrastructure = (await list(viewer, `?infrastructureID=${infrastructureID('I-003')}&limit=200`)).data;
    expect(byInfrastructure.map((row) => row.facilityID)).toContain(closed.facilityID);
    expectEvery(byInfrastructure, (row) => row.infrastructureID === infrastructureID('I-003'));
    expect(
      (await list(viewer, `?infrastructureID=${infrastructureID('I-001')}&limit=200`)).data.map(
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
      (await list(viewer, `?phase=closure_passive&siteID=${northwindSites.get('S-001')}`)).data.map(
        (row) => row.facilityID,
      ),
    ).not.toContain(closed.facilityID);

    expect((await list(viewer, '?q=zephyr%20closure')).data.map((row) => row.code)).toEqual([closed.code]);
    expect((await list(viewer, `?q=${closed.code.toLowerCase()}`)).data.map((row) => row.code)).toEqual([closed.code]);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
    expect((await list(viewer, '?consequenceClass=low')).data).toEqual([]);
  });
});

describe('POST /api/facilities', () => {
  it('answers 201 with Location, assigns the next free code, and records the creation', async () => {
    const response = await create(engineer, {
      infrastructureID: infrastructureID('I-002'),
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
      infrastructureID: infrastructureID('I-002'),
      siteID: northwindInfrastructures.get('I-002')!.siteId,
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
      infrastructureID: { before: null, after: infrastructureID('I-002') },
    });
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
    const moved = await patch(facility.facilityID, { infrastructureID: infrastructureID('I-003'), version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { data: Facility }).data).toMatchObject({
      infrastructureID: infrastructureID('I-003'),
      siteID: northwindInfrastructures.get('I-003')!.siteId,
      version: 2,
    });
    const update = (await activityOf(facility.facilityID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({
      infrastructureID: { before: infrastructureID('I-001'), after: infrastructureID('I-003') },
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
      infrastructureId: infrastructureID('I-003'),
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

  it('changes nothing and records nothing when nothing differs', async () => {
    const facility = await createFacility({ name: 'Same', heightM: 12 });
    const response = await patch(facility.facilityID, { name: 'Same', heightM: 12, version: 1 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Facility }).data).toEqual(facility);
    expect((await activityOf(facility.facilityID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });
});
