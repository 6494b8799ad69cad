/** Cross-sections hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import {
  activity,
  consequenceRatings,
  crossSections,
  facilities,
  infrastructures,
  stabilityResults,
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

let testApp: TestApp;
let admin: SignedIn;
let engineer: SignedIn;
let viewer: SignedIn;
let northwind: string;
let southernWater: string;
/** Two facilities of Northwind's made for these tests, and one of Southern Water's. */
let facilityID: string;
let otherFacilityID: string;
let southernFacilityID: string;

/** A facility straight into the table: the facilities area is not what is tested here. */
async function addFacility(tenantID: string): Promise<string> {
  const id = newID();
  await inDatabase(testApp, tenantID, async (tx) => {
    const [infrastructure] = await tx.select({ id: infrastructures.id }).from(infrastructures).limit(1);
    await tx.insert(facilities).values({
      tenantId: tenantID,
      id,
      infrastructureId: infrastructure!.id,
      code: `TF-${id.slice(-12)}`.toUpperCase(),
      name: 'Cross-section test embankment',
      type: 'embankment',
      constructionMethod: 'downstream',
      phase: 'operation',
    });
  });
  return id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, engineer, viewer] = await Promise.all([
    signIn(testApp.app, demoEmails.admin),
    signIn(testApp.app, demoEmails.engineer),
    signIn(testApp.app, demoEmails.viewer),
  ]);
  northwind = tenantIDBySlug(admin, 'northwind-mining');
  southernWater = tenantIDBySlug(admin, 'southern-water');
  facilityID = await addFacility(northwind);
  otherFacilityID = await addFacility(northwind);
  southernFacilityID = await addFacility(southernWater);
});
afterAll(() => testApp.close());

type CrossSectionList = { data: CrossSection[]; meta: { total: number; nextCursor: string | null } };

async function list(session: SignedIn, query = '', tenantID = northwind) {
  const response = await testApp.app.inject({
    url: `/api/cross-sections${query}`,
    headers: asMember(session, tenantID),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CrossSectionList;
}

async function get(crossSectionID: string, session = viewer) {
  return testApp.app.inject({ url: `/api/cross-sections/${crossSectionID}`, headers: asMember(session) });
}

async function create(session: SignedIn, body: object, tenantID = northwind) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/cross-sections',
    headers: asMember(session, tenantID),
    payload: body,
  });
}

async function createCrossSection(body: Partial<CrossSection> = {}): Promise<CrossSection> {
  const response = await create(admin, { facilityID, name: 'Test section', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: CrossSection }).data;
}

async function patch(session: SignedIn, crossSectionID: string, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/cross-sections/${crossSectionID}`,
    headers: asMember(session),
    payload,
  });
}

async function remove(session: SignedIn, crossSectionID: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/cross-sections/${crossSectionID}`,
    headers: asMember(session),
  });
}

/** A rating straight into the table: the database keeps the cross-section's class from the newest. */
async function rate(crossSectionID: string, overallClass: ConsequenceClass, ratedAt: Date) {
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(consequenceRatings).values({
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
      ratedAt,
    }),
  );
}

async function activityOf(crossSectionID: string, tenantID = northwind) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'CrossSection'), eq(activity.subjectId, crossSectionID))),
  );
}

async function rowOf(crossSectionID: string) {
  const [row] = await inDatabase(testApp, northwind, (tx) =>
    tx.select().from(crossSections).where(eq(crossSections.id, crossSectionID)),
  );
  return row;
}

describe('GET /api/cross-sections', () => {
  it('lists the tenant’s cross-sections, ordered by code', async () => {
    const { data, meta } = await list(viewer, '?limit=200');
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.map((item) => item.code)).toEqual([...data.map((item) => item.code)].sort());
    expect(data.find((item) => item.code === 'XS-01')).toMatchObject({
      chainageM: 650,
      heightM: 64,
      upstreamSlope: '1.5H:1V (starter dam)',
      version: expect.any(Number),
      ancestors: [
        { assetType: 'site', assetID: expect.any(String), code: 'SITE-01', name: 'Cerro Alto Copper Mine' },
        {
          assetType: 'infrastructure',
          assetID: expect.any(String),
          code: 'INF-01',
          name: 'Cerro Alto Tailings Storage Facility',
        },
        { assetType: 'facility', assetID: expect.any(String), code: 'FAC-01', name: 'Cerro Alto Main Embankment' },
      ],
    });
  });

  it('answers the class of its newest rating, null until it is rated', async () => {
    const section = await createCrossSection({ name: 'Rated section' });
    expect(section.consequenceClass).toBeNull();
    const classes = async () => {
      const listed = (await list(viewer, `?facilityID=${facilityID}&limit=200`)).data.find(
        (item) => item.crossSectionID === section.crossSectionID,
      )!;
      const one = ((await get(section.crossSectionID)).json() as { data: CrossSection }).data;
      expect(one).toEqual(listed);
      return listed.consequenceClass;
    };
    await rate(section.crossSectionID, 'high', new Date('2026-01-10T00:00:00Z'));
    expect(await classes()).toBe('high');
    // A re-rating replaces the class, lower or not: the newest rating is the current one.
    await rate(section.crossSectionID, 'low', new Date('2026-03-10T00:00:00Z'));
    expect(await classes()).toBe('low');
  });

  it('pages with a cursor without skipping or repeating one, in either direction of any sort', async () => {
    for (let index = 0; index < 6; index += 1) {
      // Equal names, so that the ID must break the ties.
      await createCrossSection({ name: `Paging section ${index % 2}` });
    }
    const sorts = ['code', 'name', 'createdAt', 'updatedAt'].flatMap((field) => [field, `-${field}`]);
    for (const sort of sorts) {
      await expectPagingMatchesWholeList(
        (query) => list(viewer, query),
        (item: CrossSectionList['data'][number]) => item.crossSectionID,
        `?sort=${sort}`,
      );
    }
  });

  it('filters by facility and text', async () => {
    const section = await createCrossSection({ facilityID: otherFacilityID, name: 'Spillway chute section' });
    const ofFacility = (await list(viewer, `?facilityID=${otherFacilityID}`)).data;
    expect(ofFacility.map((item) => item.crossSectionID)).toEqual([section.crossSectionID]);
    expect(
      (await list(viewer, `?facilityID=${facilityID}&limit=200`)).data.map((item) => item.crossSectionID),
    ).not.toContain(section.crossSectionID);
    expect((await list(viewer, '?q=chute')).data.map((item) => item.code)).toEqual([section.code]);
    expect((await list(viewer, `?q=${section.code.toLowerCase()}`)).data.map((item) => item.code)).toEqual([
      section.code,
    ]);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
  });

  it('refuses an unknown sort field, filter value, a cursor of another sort, and limits out of range', async () => {
    const second = (await list(viewer, '?sort=name&limit=1')).meta.nextCursor!;
    for (const query of [
      '?sort=secret',
      '?sort=chainageM',
      '?sort=-chainageM',
      '?sort=-version',
      '?facilityID=not-a-facility',
      '?limit=0',
      '?limit=201',
      `?sort=code&cursor=${second}`,
      '?cursor=forged',
    ]) {
      const response = await testApp.app.inject({ url: `/api/cross-sections${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('shows only the cross-sections of the tenant in x-tenant-id', async () => {
    const created = await create(admin, { facilityID: southernFacilityID, name: 'Southern section' }, southernWater);
    expect(created.statusCode, created.body).toBe(201);
    const southernID = (created.json() as { data: CrossSection }).data.crossSectionID;
    const northwindIDs = (await list(admin, '?limit=200')).data.map((item) => item.crossSectionID);
    expect(northwindIDs).not.toContain(southernID);
  });
});

describe('GET /api/cross-sections/{crossSectionID}', () => {
  it('answers the cross-section, and 404 for an unknown one or one of another tenant', async () => {
    const section = await createCrossSection();
    expect((await get(section.crossSectionID)).json()).toEqual({ data: section });
    const other = (
      await create(admin, { facilityID: southernFacilityID, name: 'Elsewhere' }, southernWater)
    ).json() as { data: CrossSection };
    for (const crossSectionID of [other.data.crossSectionID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await get(crossSectionID, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'cross_section_not_found' });
    }
  });
});

describe('POST /api/cross-sections', () => {
  it('answers 201 with Location, assigns the next free code, and records the creation', async () => {
    const response = await create(engineer, {
      facilityID,
      name: 'Ch 2+100 maximum section',
      chainageM: 2100,
      crestElevationMasl: 1250.5,
      heightM: 48.25,
      upstreamSlope: '2.5H:1V',
      downstreamSlope: '3.0H:1V, rock armoured',
      foundation: 'Dense alluvial gravels over granite',
      materials: 'Compacted rockfill shell; clay core',
    });
    expect(response.statusCode, response.body).toBe(201);
    const section = (response.json() as { data: CrossSection }).data;
    expect(response.headers.location).toBe(`/api/cross-sections/${section.crossSectionID}`);
    expect(section).toMatchObject({
      facilityID,
      code: expect.stringMatching(/^XS-\d{3}$/),
      chainageM: 2100,
      crestElevationMasl: 1250.5,
      heightM: 48.25,
      upstreamSlope: '2.5H:1V',
      downstreamSlope: '3.0H:1V, rock armoured',
      description: '',
      consequenceClass: null,
      version: 1,
    });
    const [entry] = await activityOf(section.crossSectionID);
    expect(entry).toMatchObject({ action: 'create', actorUserId: engineer.userID, subjectType: 'CrossSection' });
    expect(entry!.changes).toMatchObject({
      facilityID: { before: null, after: facilityID },
      chainageM: { before: null, after: 2100 },
      code: { after: section.code },
    });
  });

  it('stores measurements as the columns keep them, two decimals, and an empty slope as none', async () => {
    const section = await createCrossSection({
      chainageM: 100.126,
      heightM: 0,
      crestElevationMasl: -12.5,
      upstreamSlope: '',
    });
    expect(section).toMatchObject({ chainageM: 100.13, heightM: 0, crestElevationMasl: -12.5, upstreamSlope: null });
    const [entry] = await activityOf(section.crossSectionID);
    expect(entry!.changes).toMatchObject({ chainageM: { after: 100.13 } });
  });

  it('continues the series after a code a person chose, and answers 409 code_taken for a taken one', async () => {
    const chosen = await createCrossSection({ code: 'XS-500' });
    expect(chosen.code).toBe('XS-500');
    expect((await createCrossSection()).code).toBe('XS-501');
    const taken = await create(admin, { facilityID, code: 'xs-500', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'code_taken', errors: { code: expect.any(Array) } });
  });

  it('gives 20 concurrent creates 20 distinct codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create(admin, { facilityID, name: `Concurrent ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((response) => (response.json() as { data: CrossSection }).data.code);
    expect(new Set(codes).size).toBe(20);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    for (const [body, field] of [
      [{ facilityID, name: '' }, 'name'],
      [{ name: 'A' }, 'facilityID'],
      [{ facilityID: 'not-a-facility', name: 'A' }, 'facilityID'],
      [{ facilityID, name: 'A', code: 'bad code!' }, 'code'],
      [{ facilityID, name: 'A', chainageM: -1 }, 'chainageM'],
      [{ facilityID, name: 'A', chainageM: 1_000_001 }, 'chainageM'],
      [{ facilityID, name: 'A', chainageM: '12' }, 'chainageM'],
      [{ facilityID, name: 'A', crestElevationMasl: -501 }, 'crestElevationMasl'],
      [{ facilityID, name: 'A', crestElevationMasl: 9001 }, 'crestElevationMasl'],
      [{ facilityID, name: 'A', heightM: -0.5 }, 'heightM'],
      [{ facilityID, name: 'A', heightM: 501 }, 'heightM'],
      [{ facilityID, name: 'A', upstreamSlope: '1V:2.5H' }, 'upstreamSlope'],
      [{ facilityID, name: 'A', downstreamSlope: 'steep' }, 'downstreamSlope'],
      [{ facilityID, name: 'A', downstreamSlope: '2.5H:1Vx' }, 'downstreamSlope'],
      [{ facilityID, name: 'A', foundation: 'x'.repeat(2001) }, 'foundation'],
      [{ facilityID, name: 'A', materials: 'x'.repeat(2001) }, 'materials'],
    ] as const) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const problem = response.json() as { errors: Record<string, string[]> };
      expect(problem.errors, JSON.stringify(body)).toHaveProperty([field]);
      if (field.endsWith('Slope')) expect(problem.errors[field]![0]).toMatch(/2\.5H:1V/);
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
  });

  it('answers 404 facility_not_found for a facility of another tenant or none, and stores nothing', async () => {
    const before = (await list(admin, '?limit=1')).meta.total;
    for (const unknownFacility of [southernFacilityID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await create(admin, { facilityID: unknownFacility, name: 'Nowhere' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'facility_not_found',
        errors: { facilityID: expect.any(Array) },
      });
    }
    expect((await list(admin, '?limit=1')).meta.total).toBe(before);
  });
});

describe('PATCH /api/cross-sections/{crossSectionID}', () => {
  it('changes the given fields, raises the version and records before → after', async () => {
    const section = await createCrossSection({ name: 'Before', heightM: 30, upstreamSlope: '2.0H:1V' });
    const response = await patch(engineer, section.crossSectionID, {
      name: 'After',
      heightM: 32.5,
      upstreamSlope: null,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: CrossSection }).data).toMatchObject({
      name: 'After',
      heightM: 32.5,
      upstreamSlope: null,
      version: 2,
    });
    const update = (await activityOf(section.crossSectionID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({
      name: { before: 'Before', after: 'After' },
      heightM: { before: 30, after: 32.5 },
      upstreamSlope: { before: '2.0H:1V', after: null },
    });
  });

  it('moves it to another facility of the tenant, but not to one of another tenant', async () => {
    const section = await createCrossSection({ name: 'Moving' });
    const moved = await patch(admin, section.crossSectionID, { facilityID: otherFacilityID, version: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { data: CrossSection }).data).toMatchObject({ facilityID: otherFacilityID, version: 2 });
    const refused = await patch(admin, section.crossSectionID, { facilityID: southernFacilityID, version: 2 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'facility_not_found' });
    expect(await rowOf(section.crossSectionID)).toMatchObject({ facilityId: otherFacilityID, version: 2 });
  });

  it('answers 409 version_conflict for a stale version, changes nothing and records nothing', async () => {
    const section = await createCrossSection({ name: 'Original' });
    expect((await patch(admin, section.crossSectionID, { name: 'First edit', version: 1 })).statusCode).toBe(200);
    const stale = await patch(admin, section.crossSectionID, { name: 'From an old page', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect(await rowOf(section.crossSectionID)).toMatchObject({ name: 'First edit', version: 2 });
    expect((await activityOf(section.crossSectionID)).filter((entry) => entry.action === 'update')).toHaveLength(1);
  });

  it('answers 409 code_taken when the new code is another cross-section’s, and nothing changes', async () => {
    const first = await createCrossSection();
    const second = await createCrossSection();
    const response = await patch(admin, second.crossSectionID, { code: first.code, version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'code_taken' });
    expect(await rowOf(second.crossSectionID)).toMatchObject({ code: second.code, version: 1 });
    expect((await activityOf(second.crossSectionID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });

  it('refuses a value out of range with a field error, and changes nothing', async () => {
    const section = await createCrossSection({ chainageM: 10 });
    const response = await patch(admin, section.crossSectionID, { chainageM: -5, version: 1 });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Record<string, unknown> }).errors).toHaveProperty(['chainageM']);
    expect(await rowOf(section.crossSectionID)).toMatchObject({ chainageM: 10, version: 1 });
  });
});

describe('DELETE /api/cross-sections/{crossSectionID}', () => {
  it('answers 204, then 404, takes its ratings and stability results with it, and is in the trail', async () => {
    const section = await createCrossSection({ facilityID: otherFacilityID, name: 'Short-lived', chainageM: 75 });
    await rate(section.crossSectionID, 'extreme', new Date());
    await inDatabase(testApp, northwind, (tx) =>
      tx.insert(stabilityResults).values({
        tenantId: northwind,
        id: newID(),
        crossSectionId: section.crossSectionID,
        loadCase: 'long_term_static',
        method: 'Morgenstern-Price',
        factorOfSafety: 1.62,
        analysisDate: '2026-02-01',
      }),
    );
    const facilityClass = async () => {
      const [row] = await inDatabase(testApp, northwind, (tx) =>
        tx.select({ value: facilities.consequenceClass }).from(facilities).where(eq(facilities.id, otherFacilityID)),
      );
      return row!.value;
    };
    expect(await facilityClass()).toBe('extreme');

    expect((await remove(admin, section.crossSectionID)).statusCode).toBe(204);
    expect((await remove(admin, section.crossSectionID)).statusCode).toBe(404);
    expect((await get(section.crossSectionID)).statusCode).toBe(404);
    const left = await inDatabase(testApp, northwind, async (tx) => ({
      ratings: await tx.$count(consequenceRatings, eq(consequenceRatings.crossSectionId, section.crossSectionID)),
      results: await tx.$count(stabilityResults, eq(stabilityResults.crossSectionId, section.crossSectionID)),
    }));
    expect(left).toEqual({ ratings: 0, results: 0 });
    // The facility's class follows its remaining cross-sections.
    expect(await facilityClass()).not.toBe('extreme');
    const deletion = (await activityOf(section.crossSectionID)).find((entry) => entry.action === 'delete')!;
    expect(deletion.changes).toMatchObject({
      name: { before: 'Short-lived', after: null },
      facilityID: { before: otherFacilityID, after: null },
      chainageM: { before: 75, after: null },
    });
  });
});

describe('abilities', () => {
  it('lets a viewer read but not write (403, nothing changed), and an engineer create and update but not delete', async () => {
    const section = await createCrossSection({ name: 'Guarded' });
    const viewerWrites = [
      create(viewer, { facilityID, name: 'Viewer made this' }),
      patch(viewer, section.crossSectionID, { name: 'Viewer edit', version: 1 }),
      remove(viewer, section.crossSectionID),
    ];
    for (const response of await Promise.all(viewerWrites)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await remove(engineer, section.crossSectionID)).statusCode).toBe(403);
    expect(((await get(section.crossSectionID)).json() as { data: CrossSection }).data).toMatchObject({
      name: 'Guarded',
      version: 1,
    });
    expect((await list(admin, '?q=Viewer made')).data).toEqual([]);
    expect(await activityOf(section.crossSectionID)).toHaveLength(1);
  });
});
