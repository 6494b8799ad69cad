/** Infrastructures hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { activity, consequenceRatings, crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
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
/** A site of Northwind's made for these tests, another to move to, and one of Southern Water's. */
let siteID: string;
let otherSiteID: string;
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
  const newSite = async (name: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sites',
      headers: asMember(admin, northwind),
      payload: { name, country: 'CL' },
    });
    return (response.json() as { data: Site }).data.siteID;
  };
  siteID = await newSite('Infrastructure test site');
  otherSiteID = await newSite('Another infrastructure test site');
  [{ id: southernSiteID }] = (await inDatabase(testApp, southernWater, (tx) =>
    tx.select({ id: sites.id }).from(sites).limit(1),
  )) as [{ id: string }];
});
afterAll(() => testApp.close());

type InfrastructureList = { data: Infrastructure[]; meta: { total: number; nextCursor: string | null } };

async function list(session: SignedIn, query = '', tenantID = northwind) {
  const response = await testApp.app.inject({
    url: `/api/infrastructures${query}`,
    headers: asMember(session, tenantID),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InfrastructureList;
}

async function get(infrastructureID: string, session = viewer) {
  return testApp.app.inject({ url: `/api/infrastructures/${infrastructureID}`, headers: asMember(session) });
}

async function create(session: SignedIn, body: object, tenantID = northwind) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/infrastructures',
    headers: asMember(session, tenantID),
    payload: body,
  });
}

async function createInfrastructure(body: Partial<Infrastructure> = {}): Promise<Infrastructure> {
  const response = await create(admin, { siteID, name: 'Test infrastructure', type: 'tailings_storage', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Infrastructure }).data;
}

async function patch(session: SignedIn, infrastructureID: string, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/infrastructures/${infrastructureID}`,
    headers: asMember(session),
    payload,
  });
}

async function remove(session: SignedIn, infrastructureID: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/infrastructures/${infrastructureID}`,
    headers: asMember(session),
  });
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
    await tx.insert(consequenceRatings).values({
      tenantId: northwind,
      id: newID(),
      crossSectionId: crossSectionID,
      populationAtRisk: overallClass,
      potentialLossOfLife: 'low',
      environment: 'low',
      healthSocialCultural: 'low',
      infrastructureEconomics: 'low',
      overallClass,
      rationale: 'Dam break study.',
    });
  });
}

async function activityOf(infrastructureID: string, tenantID = northwind) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'Infrastructure'), eq(activity.subjectId, infrastructureID))),
  );
}

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
    const seeded = data.find((item) => item.code === 'INF-01')!;
    expect(seeded).toMatchObject({
      type: 'tailings_storage',
      phase: 'operation',
      version: expect.any(Number),
      ancestors: [{ assetType: 'site', assetID: seeded.siteID, code: 'SITE-01', name: 'Cerro Alto Copper Mine' }],
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

  it('pages with a cursor without skipping or repeating one, in either direction of any sort', async () => {
    const types = ['water_dam', 'heap_leach', 'waste_dump'] as const;
    for (let index = 0; index < 6; index += 1) {
      // Equal names and types, so that the ID must break the ties.
      await createInfrastructure({ name: `Paging infrastructure ${index % 2}`, type: types[index % 3] });
    }
    const sorts = ['code', 'name', 'type', 'createdAt', 'updatedAt'].flatMap((field) => [field, `-${field}`]);
    for (const sort of sorts) {
      await expectPagingMatchesWholeList(
        (query) => list(viewer, query),
        (item: InfrastructureList['data'][number]) => item.infrastructureID,
        `?sort=${sort}`,
      );
    }
    const byType = (await list(viewer, '?sort=-type&limit=200')).data.map((item) => item.type);
    expect(byType).toEqual([...byType].sort().reverse());
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

  it('refuses an unknown sort field, filter value, a cursor of another sort, and limits out of range', async () => {
    const second = (await list(viewer, '?sort=name&limit=1')).meta.nextCursor!;
    for (const query of [
      '?sort=secret',
      '?sort=-version',
      '?sort=phase',
      '?type=castle',
      '?siteID=not-a-site',
      '?limit=0',
      '?limit=201',
      `?sort=code&cursor=${second}`,
      '?cursor=forged',
    ]) {
      const response = await testApp.app.inject({ url: `/api/infrastructures${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('shows only the infrastructures of the tenant in x-tenant-id', async () => {
    const created = await create(
      admin,
      { siteID: southernSiteID, name: 'Southern dam', type: 'water_dam' },
      southernWater,
    );
    expect(created.statusCode, created.body).toBe(201);
    const southernID = (created.json() as { data: Infrastructure }).data.infrastructureID;
    const northwindIDs = (await list(admin, '?limit=200')).data.map((item) => item.infrastructureID);
    expect(northwindIDs).not.toContain(southernID);
  });
});

describe('GET /api/infrastructures/{infrastructureID}', () => {
  it('answers the infrastructure, and 404 for an unknown one or one of another tenant', async () => {
    const infrastructure = await createInfrastructure();
    expect((await get(infrastructure.infrastructureID)).json()).toEqual({ data: infrastructure });
    const other = (
      await create(admin, { siteID: southernSiteID, name: 'Elsewhere', type: 'other' }, southernWater)
    ).json() as { data: Infrastructure };
    for (const infrastructureID of [other.data.infrastructureID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await get(infrastructureID, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'infrastructure_not_found' });
    }
  });
});

describe('POST /api/infrastructures', () => {
  it('answers 201 with Location, assigns the next free code, and records the creation', async () => {
    const response = await create(engineer, {
      siteID,
      name: 'North waste dump',
      description: 'Waste rock from the north pit.',
      type: 'waste_dump',
      phase: 'Operation',
    });
    expect(response.statusCode, response.body).toBe(201);
    const infrastructure = (response.json() as { data: Infrastructure }).data;
    expect(response.headers.location).toBe(`/api/infrastructures/${infrastructure.infrastructureID}`);
    expect(infrastructure).toMatchObject({
      siteID,
      code: expect.stringMatching(/^I-\d{3}$/),
      name: 'North waste dump',
      type: 'waste_dump',
      phase: 'Operation',
      facilityCount: 0,
      consequenceClass: null,
      version: 1,
    });
    const [entry] = await activityOf(infrastructure.infrastructureID);
    expect(entry).toMatchObject({ action: 'create', actorUserId: engineer.userID, subjectType: 'Infrastructure' });
    expect(entry!.changes).toMatchObject({
      siteID: { before: null, after: siteID },
      name: { before: null, after: 'North waste dump' },
      code: { after: infrastructure.code },
    });
  });

  it('continues the series after a code a person chose, and answers 409 code_taken for a taken one', async () => {
    const chosen = await createInfrastructure({ code: 'I-500' });
    expect(chosen.code).toBe('I-500');
    expect((await createInfrastructure()).code).toBe('I-501');
    const taken = await create(admin, { siteID, code: 'i-500', name: 'Again', type: 'other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'code_taken', errors: { code: expect.any(Array) } });
  });

  it('gives 20 concurrent creates 20 distinct codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create(admin, { siteID, name: `Concurrent ${index}`, type: 'other' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((response) => (response.json() as { data: Infrastructure }).data.code);
    expect(new Set(codes).size).toBe(20);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    for (const [body, field] of [
      [{ siteID, name: '', type: 'other' }, 'name'],
      [{ siteID, name: 'A', type: 'castle' }, 'type'],
      [{ siteID, name: 'A' }, 'type'],
      [{ name: 'A', type: 'other' }, 'siteID'],
      [{ siteID: 'not-a-site', name: 'A', type: 'other' }, 'siteID'],
      [{ siteID, name: 'A', type: 'other', code: 'bad code!' }, 'code'],
      [{ siteID, name: 'A', type: 'other', phase: 'x'.repeat(201) }, 'phase'],
      [{ siteID, name: 'A', type: 'other', description: 'x'.repeat(5001) }, 'description'],
    ] as const) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { errors: Record<string, unknown> }).errors).toHaveProperty([field]);
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
  });

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
  it('changes the given fields, raises the version and records before → after', async () => {
    const infrastructure = await createInfrastructure({ name: 'Before', phase: 'Design' });
    const response = await patch(engineer, infrastructure.infrastructureID, { name: 'After', phase: null, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Infrastructure }).data).toMatchObject({
      name: 'After',
      phase: null,
      version: 2,
    });
    const update = (await activityOf(infrastructure.infrastructureID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({
      name: { before: 'Before', after: 'After' },
      phase: { before: 'Design', after: null },
    });
  });

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

  it('answers 409 version_conflict for a stale version, changes nothing and records nothing', async () => {
    const infrastructure = await createInfrastructure({ name: 'Original' });
    expect((await patch(admin, infrastructure.infrastructureID, { name: 'First edit', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await patch(admin, infrastructure.infrastructureID, { name: 'From an old page', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(await rowOf(infrastructure.infrastructureID)).toMatchObject({ name: 'First edit', version: 2 });
    expect(
      (await activityOf(infrastructure.infrastructureID)).filter((entry) => entry.action === 'update'),
    ).toHaveLength(1);
  });

  it('answers 409 code_taken when the new code is another infrastructure’s, and nothing changes', async () => {
    const first = await createInfrastructure();
    const second = await createInfrastructure();
    const response = await patch(admin, second.infrastructureID, { code: first.code, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'code_taken' });
    expect(await rowOf(second.infrastructureID)).toMatchObject({ code: second.code, version: 1 });
    expect((await activityOf(second.infrastructureID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });

  it('answers 404 for an unknown infrastructure', async () => {
    const response = await patch(admin, '0190a0b0-0000-7000-8000-000000000000', { name: 'Ghost', version: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'infrastructure_not_found' });
  });
});

describe('DELETE /api/infrastructures/{infrastructureID}', () => {
  it('answers 409 has_dependents while it has facilities, and deletes nothing', async () => {
    const infrastructure = await createInfrastructure({ name: 'With a facility' });
    await addFacility(infrastructure.infrastructureID);
    const response = await remove(admin, infrastructure.infrastructureID);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'has_dependents' });
    expect((await get(infrastructure.infrastructureID)).statusCode).toBe(200);
    expect((await activityOf(infrastructure.infrastructureID)).filter((entry) => entry.action === 'delete')).toEqual(
      [],
    );
  });

  it('answers 204, then 404; the deletion is in the trail with what was deleted', async () => {
    const infrastructure = await createInfrastructure({ name: 'Short-lived' });
    expect((await remove(admin, infrastructure.infrastructureID)).statusCode).toBe(204);
    expect((await remove(admin, infrastructure.infrastructureID)).statusCode).toBe(404);
    expect((await get(infrastructure.infrastructureID)).statusCode).toBe(404);
    const deletion = (await activityOf(infrastructure.infrastructureID)).find((entry) => entry.action === 'delete')!;
    expect(deletion.changes).toMatchObject({
      name: { before: 'Short-lived', after: null },
      siteID: { before: siteID, after: null },
    });
  });
});

describe('abilities', () => {
  it('lets a viewer read but not write (403, nothing changed), and an engineer create and update but not delete', async () => {
    const infrastructure = await createInfrastructure({ name: 'Guarded' });
    const viewerWrites = [
      create(viewer, { siteID, name: 'Viewer made this', type: 'other' }),
      patch(viewer, infrastructure.infrastructureID, { name: 'Viewer edit', version: 1 }),
      remove(viewer, infrastructure.infrastructureID),
    ];
    for (const response of await Promise.all(viewerWrites)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await remove(engineer, infrastructure.infrastructureID)).statusCode).toBe(403);
    expect(((await get(infrastructure.infrastructureID)).json() as { data: Infrastructure }).data).toMatchObject({
      name: 'Guarded',
      version: 1,
    });
    expect((await list(admin, '?q=Viewer made')).data).toEqual([]);
    expect(await activityOf(infrastructure.infrastructureID)).toHaveLength(1);
  });
});
