/** Infrastructures hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { consequenceRatings, crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { describeCollection } from '../../../test/collection-contract';
import { inDatabase } from '../../../test/test-app';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';
import { activityOf as storedActivity, ratingRow } from '../../../test/stored-rows';

const collection = describeCollection({
  path: 'infrastructures',
  idField: 'infrastructureID',
  subject: 'Infrastructure',
  notFound: 'infrastructure_not_found',
  codePrefix: 'I',
  sorts: ['code', 'name', 'type', 'createdAt', 'updatedAt'],
  refusedQueries: ['?sort=phase', '?type=castle', '?siteID=not-a-site'],
  input: async ({ create, once }, tenantID) => ({
    siteID: (await once(`site ${tenantID}`, () => create('sites', { name: 'Parent site', country: 'CL' }, tenantID)))
      .siteID,
    name: 'Test infrastructure',
    type: 'tailings_storage',
  }),
  invalidInputs: [
    [{ name: '' }, 'name'],
    [{ type: 'castle' }, 'type'],
    [{ type: undefined }, 'type'],
    [{ siteID: undefined }, 'siteID'],
    [{ siteID: 'not-a-site' }, 'siteID'],
    [{ phase: 'x'.repeat(201) }, 'phase'],
    [{ description: 'x'.repeat(5001) }, 'description'],
  ],
  change: { name: 'Renamed infrastructure', phase: 'Stage 2' },
  addDependent: async ({ create }, infrastructure) => {
    await create('facilities', {
      infrastructureID: infrastructure.infrastructureID,
      name: 'Dependent',
      type: 'embankment',
      constructionMethod: 'downstream',
      phase: 'operation',
    });
  },
});
const { testApp, admin, viewer, northwind, southernWater } = collection;
/** A site of Northwind's made for these tests, another to move to, and one of Southern Water's. */
let siteID: string;
let otherSiteID: string;
let southernSiteID: string;

beforeAll(async () => {
  const newSite = async (name: string) => {
    const response = await admin.in(northwind).post('/api/sites', { name, country: 'CL' });
    return (response.json() as { data: Site }).data.siteID;
  };
  siteID = await newSite('Infrastructure test site');
  otherSiteID = await newSite('Another infrastructure test site');
  [{ id: southernSiteID }] = (await inDatabase(testApp, southernWater, (tx) =>
    tx.select({ id: sites.id }).from(sites).limit(1),
  )) as [{ id: string }];
});

type InfrastructureList = { data: Infrastructure[]; meta: { total: number; nextCursor: string | null } };

async function list(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/infrastructures${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InfrastructureList;
}

async function get(infrastructureID: string, session = viewer) {
  return session.get(`/api/infrastructures/${infrastructureID}`);
}

async function create(session: Person, body: object, tenantID = northwind) {
  return session.in(tenantID).post('/api/infrastructures', body);
}

async function createInfrastructure(body: Partial<Infrastructure> = {}): Promise<Infrastructure> {
  const response = await create(admin, { siteID, name: 'Test infrastructure', type: 'tailings_storage', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Infrastructure }).data;
}

async function patch(session: Person, infrastructureID: string, payload: object) {
  return session.patch(`/api/infrastructures/${infrastructureID}`, payload);
}

/** A facility straight into the table: the facilities area is not what is tested here. */
async function addFacility(infrastructureID: string, tenantID = northwind): Promise<string> {
  const id = newID();
  await inDatabase(testApp, tenantID, (tx) =>
    tx.insert(facilities).values({
      tenantId: tenantID,
      id,
      infrastructureId: infrastructureID,
      code: `TF-${id.slice(-12)}`.toUpperCase(),
      name: 'Test embankment',
      type: 'embankment',
      constructionMethod: 'downstream',
      phase: 'operation',
    }),
  );
  return id;
}

/** A cross-section of the facility, rated: the database keeps the classes of both. */
async function rateFacility(facilityID: string, overallClass: ConsequenceClass) {
  const crossSectionID = newID();
  await inDatabase(testApp, northwind, async (tx) => {
    await tx.insert(crossSections).values({
      tenantId: northwind,
      id: crossSectionID,
      facilityId: facilityID,
      code: `TXS-${crossSectionID.slice(-12)}`.toUpperCase(),
      name: 'Test section',
    });
    await tx.insert(consequenceRatings).values(ratingRow(northwind, crossSectionID, overallClass));
  });
}

const activityOf = (infrastructureID: string, tenantID = northwind) =>
  storedActivity(testApp, tenantID, 'Infrastructure', infrastructureID);

async function rowOf(infrastructureID: string) {
  const [row] = await inDatabase(testApp, northwind, (tx) =>
    tx.select().from(infrastructures).where(eq(infrastructures.id, infrastructureID)),
  );
  return row;
}

describe('GET /api/infrastructures', () => {
  it('lists the tenant’s infrastructures with their facility count, ordered by code', async () => {
    const { data, meta } = await list(viewer);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.map((item) => item.code)).toEqual([...data.map((item) => item.code)].sort());
    const seeded = data.find((item) => item.code === 'I-001')!;
    expect(seeded).toMatchObject({
      type: 'tailings_storage',
      phase: 'operation',
      version: expect.any(Number),
      ancestors: [{ assetType: 'site', assetID: seeded.siteID, code: 'S-001', name: 'Cerro Alto Copper Mine' }],
    });
    expect(seeded.facilityCount).toBeGreaterThan(0);
  });

  it('counts its own facilities and takes the highest consequence class among them', async () => {
    const infrastructure = await createInfrastructure({ name: 'Rated infrastructure' });
    const neighbour = await createInfrastructure({ name: 'Neighbour infrastructure' });
    const computed = async () => {
      const listed = (await list(viewer, `?siteID=${siteID}&limit=200`)).data.find(
        (item) => item.infrastructureID === infrastructure.infrastructureID,
      )!;
      const one = ((await get(infrastructure.infrastructureID)).json() as { data: Infrastructure }).data;
      expect(one).toEqual(listed);
      return { facilityCount: listed.facilityCount, consequenceClass: listed.consequenceClass };
    };
    expect(infrastructure).toMatchObject({ facilityCount: 0, consequenceClass: null });

    const [first, second] = [
      await addFacility(infrastructure.infrastructureID),
      await addFacility(infrastructure.infrastructureID),
    ];
    const elsewhere = await addFacility(neighbour.infrastructureID);
    expect(await computed()).toEqual({ facilityCount: 2, consequenceClass: null });

    await rateFacility(first!, 'significant');
    expect(await computed()).toEqual({ facilityCount: 2, consequenceClass: 'significant' });
    await rateFacility(second!, 'very_high');
    expect(await computed()).toEqual({ facilityCount: 2, consequenceClass: 'very_high' });
    await rateFacility(first!, 'high');
    expect(await computed()).toEqual({ facilityCount: 2, consequenceClass: 'very_high' });
    // Another infrastructure's facility counts for it alone.
    await rateFacility(elsewhere, 'extreme');
    expect(await computed()).toEqual({ facilityCount: 2, consequenceClass: 'very_high' });
    expect(((await get(neighbour.infrastructureID)).json() as { data: Infrastructure }).data).toMatchObject({
      facilityCount: 1,
      consequenceClass: 'extreme',
    });
  });

  it('filters by site, type and text', async () => {
    const heapLeach = await createInfrastructure({
      siteID: otherSiteID,
      name: 'Oxide heap leach pad',
      type: 'heap_leach',
    });
    const onOtherSite = (await list(viewer, `?siteID=${otherSiteID}&limit=200`)).data;
    expect(onOtherSite.map((item) => item.infrastructureID)).toContain(heapLeach.infrastructureID);
    expectEvery(onOtherSite, (item) => item.siteID === otherSiteID);
    expect((await list(viewer, `?siteID=${siteID}&limit=200`)).data.map((item) => item.infrastructureID)).not.toContain(
      heapLeach.infrastructureID,
    );
    const heapLeaches = (await list(viewer, '?type=heap_leach&limit=200')).data;
    expect(heapLeaches.map((item) => item.infrastructureID)).toContain(heapLeach.infrastructureID);
    expectEvery(heapLeaches, (item) => item.type === 'heap_leach');
    expect((await list(viewer, '?q=oxide heap')).data.map((item) => item.code)).toEqual([heapLeach.code]);
    expect((await list(viewer, `?q=${heapLeach.code.toLowerCase()}`)).data.map((item) => item.code)).toEqual([
      heapLeach.code,
    ]);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
    expect((await list(viewer, '?siteID=0190a0b0-0000-7000-8000-000000000000')).meta.total).toBe(0);
  });
});

describe('POST /api/infrastructures', () => {
  it('answers 404 site_not_found for a site of another tenant or none, and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    for (const unknownSite of [southernSiteID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await create(admin, { siteID: unknownSite, name: 'Nowhere', type: 'other' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'site_not_found', errors: { siteID: expect.any(Array) } });
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
    expect((await list(admin, '?q=Nowhere')).data).toEqual([]);
  });
});

describe('PATCH /api/infrastructures/{infrastructureID}', () => {
  it('moves it to another site of the tenant, but not to one of another tenant', async () => {
    const infrastructure = await createInfrastructure({ name: 'Moving' });
    const moved = await patch(admin, infrastructure.infrastructureID, { siteID: otherSiteID, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { data: Infrastructure }).data).toMatchObject({ siteID: otherSiteID, version: 2 });
    const update = (await activityOf(infrastructure.infrastructureID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({ siteID: { before: siteID, after: otherSiteID } });

    const refused = await patch(admin, infrastructure.infrastructureID, { siteID: southernSiteID, version: 2 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'site_not_found', errors: { siteID: expect.any(Array) } });
    expect(await rowOf(infrastructure.infrastructureID)).toMatchObject({ siteId: otherSiteID, version: 2 });
  });
});
