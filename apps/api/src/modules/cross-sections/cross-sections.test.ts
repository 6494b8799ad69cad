/** Cross-sections hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import {
  consequenceRatings,
  crossSections,
  facilities,
  infrastructures,
  stabilityResults,
} from '../../db/schema/index';
import { newID } from '../../lib/ids';
import { describeCollection } from '../../../test/collection-contract';
import { inDatabase } from '../../../test/test-app';
import { type Person } from '../../../test/harness';
import { activityOf as storedActivity, ratingRow } from '../../../test/stored-rows';

const collection = describeCollection({
  path: 'cross-sections',
  idField: 'crossSectionID',
  subject: 'CrossSection',
  notFound: 'cross_section_not_found',
  codePrefix: 'XS',
  sorts: ['code', 'name', 'createdAt', 'updatedAt'],
  refusedQueries: ['?sort=chainageM', '?sort=-chainageM', '?facilityID=not-a-facility'],
  input: async ({ create, once }, tenantID) => ({
    facilityID: (
      await once(`facility ${tenantID}`, async () => {
        const site = await create('sites', { name: 'Parent site', country: 'CL' }, tenantID);
        const infrastructure = await create(
          'infrastructures',
          { siteID: site.siteID, name: 'Parent', type: 'tailings_storage' },
          tenantID,
        );
        return create(
          'facilities',
          {
            infrastructureID: infrastructure.infrastructureID,
            name: 'Parent embankment',
            type: 'embankment',
            constructionMethod: 'downstream',
            phase: 'operation',
          },
          tenantID,
        );
      })
    ).facilityID,
    name: 'Test section',
  }),
  invalidInputs: [
    [{ name: '' }, 'name'],
    [{ facilityID: undefined }, 'facilityID'],
    [{ facilityID: 'not-a-facility' }, 'facilityID'],
    [{ chainageM: -1 }, 'chainageM'],
    [{ chainageM: 1_000_001 }, 'chainageM'],
    [{ chainageM: '12' }, 'chainageM'],
    [{ crestElevationMasl: -501 }, 'crestElevationMasl'],
    [{ crestElevationMasl: 9001 }, 'crestElevationMasl'],
    [{ heightM: -0.5 }, 'heightM'],
    [{ heightM: 501 }, 'heightM'],
    [{ upstreamSlope: '1V:2.5H' }, 'upstreamSlope'],
    [{ downstreamSlope: 'steep' }, 'downstreamSlope'],
    [{ downstreamSlope: '2.5H:1Vx' }, 'downstreamSlope'],
    [{ foundation: 'x'.repeat(2001) }, 'foundation'],
    [{ materials: 'x'.repeat(2001) }, 'materials'],
  ],
  change: { name: 'Renamed section', chainageM: 1250.5 },
});
const { testApp, admin, engineer, viewer, northwind, southernWater } = collection;
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
  facilityID = await addFacility(northwind);
  otherFacilityID = await addFacility(northwind);
  southernFacilityID = await addFacility(southernWater);
});

type CrossSectionList = { data: CrossSection[]; meta: { total: number; nextCursor: string | null } };

async function list(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/cross-sections${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CrossSectionList;
}

async function get(crossSectionID: string, session = viewer) {
  return session.get(`/api/cross-sections/${crossSectionID}`);
}

async function create(session: Person, body: object, tenantID = northwind) {
  return session.in(tenantID).post('/api/cross-sections', body);
}

async function createCrossSection(body: Partial<CrossSection> = {}): Promise<CrossSection> {
  const response = await create(admin, { facilityID, name: 'Test section', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: CrossSection }).data;
}

async function patch(session: Person, crossSectionID: string, payload: object) {
  return session.patch(`/api/cross-sections/${crossSectionID}`, payload);
}

async function remove(session: Person, crossSectionID: string) {
  return session.delete(`/api/cross-sections/${crossSectionID}`);
}

/** A rating straight into the table: the database keeps the cross-section's class from the newest. */
async function rate(crossSectionID: string, overallClass: ConsequenceClass, ratedAt: Date) {
  await inDatabase(testApp, northwind, (tx) =>
    tx.insert(consequenceRatings).values(ratingRow(northwind, crossSectionID, overallClass, { ratedAt })),
  );
}

const activityOf = (crossSectionID: string, tenantID = northwind) =>
  storedActivity(testApp, tenantID, 'CrossSection', crossSectionID);

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
    expect(data.find((item) => item.code === 'XS-001')).toMatchObject({
      chainageM: 650,
      heightM: 64,
      upstreamSlope: '1.5H:1V (starter dam)',
      version: expect.any(Number),
      ancestors: [
        { assetType: 'site', assetID: expect.any(String), code: 'S-001', name: 'Cerro Alto Copper Mine' },
        {
          assetType: 'infrastructure',
          assetID: expect.any(String),
          code: 'I-001',
          name: 'Cerro Alto Tailings Storage Facility',
        },
        { assetType: 'facility', assetID: expect.any(String), code: 'F-001', name: 'Cerro Alto Main Embankment' },
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
