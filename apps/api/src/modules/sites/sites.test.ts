/** Sites: the collection contract of CONTRACT §9, and what only sites compute, on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { describeCollection } from '../../../test/collection-contract';
import { expectEvery } from '../../../test/expect-every';
import { type Person } from '../../../test/harness';

const collection = describeCollection({
  path: 'sites',
  idField: 'siteID',
  subject: 'Site',
  notFound: 'site_not_found',
  codePrefix: 'S',
  sorts: ['code', 'name', 'country', 'status', 'createdAt', 'updatedAt'],
  refusedQueries: ['?status=demolished', '?country=XX'],
  input: async () => ({ name: 'Test site', country: 'CL' }),
  invalidInputs: [
    [{ name: '' }, 'name'],
    [{ country: 'XX' }, 'country'],
    [{ latitude: 91, longitude: 0 }, 'latitude'],
    [{ latitude: -20 }, 'longitude'],
    [{ status: 'demolished' }, 'status'],
  ],
  change: { name: 'Renamed site', region: 'Atacama' },
  addDependent: async ({ create }, site) => {
    await create('infrastructures', { siteID: site.siteID, name: 'Dependent', type: 'tailings_storage' });
  },
});
const { admin, engineer, viewer, northwind } = collection;

type SiteList = { data: Site[]; meta: { total: number; nextCursor: string | null } };

async function list(session: Person, query = '', tenantID = northwind) {
  const response = await session.in(tenantID).get(`/api/sites${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SiteList;
}

async function create(session: Person, body: object, tenantID = northwind) {
  return session.in(tenantID).post('/api/sites', body);
}

async function createSite(body: Partial<Site> = {}): Promise<Site> {
  const response = await create(admin, { name: 'Test site', country: 'CL', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Site }).data;
}

describe('GET /api/sites', () => {
  it('lists the tenant’s sites with computed fields, ordered by code', async () => {
    const { data, meta } = await list(viewer);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((site) => site.code)).toEqual([...data.map((site) => site.code)].sort());
    const seeded = data.find((site) => site.code === 'S-001')!;
    expect(seeded).toMatchObject({
      infrastructureCount: expect.any(Number),
      facilityCount: expect.any(Number),
      openRiskCount: expect.any(Number),
      // Cerro Alto's main embankment is rated Extreme in the demo data.
      consequenceClass: 'extreme',
      overdueActionCount: expect.any(Number),
      version: expect.any(Number),
    });
    expect(seeded.infrastructureCount).toBeGreaterThan(0);
    expect(seeded.facilityCount).toBeGreaterThanOrEqual(seeded.infrastructureCount);
  });

  it('takes the highest consequence class of its facilities, as ratings are added', async () => {
    const site = await createSite({ name: 'Rated site' });
    const post = async (url: string, payload: object, idField: string) => {
      const response = await admin.post(url, payload);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: Record<string, string> }).data[idField]!;
    };
    const infrastructureID = await post(
      '/api/infrastructures',
      { siteID: site.siteID, name: 'Rated TSF', type: 'tailings_storage' },
      'infrastructureID',
    );
    const facility = () =>
      post(
        '/api/facilities',
        {
          infrastructureID,
          name: 'Rated wall',
          type: 'embankment',
          constructionMethod: 'downstream',
          phase: 'operation',
        },
        'facilityID',
      );
    const crossSection = async (facilityID: string) =>
      post('/api/cross-sections', { facilityID, name: 'Rated section' }, 'crossSectionID');
    const onTwoFacilities = [await crossSection(await facility()), await crossSection(await facility())];
    const rate = (crossSectionID: string, populationAtRisk: 'significant' | 'very_high') =>
      post(
        `/api/cross-sections/${crossSectionID}/consequence-ratings`,
        {
          categories: {
            populationAtRisk,
            potentialLossOfLife: 'low',
            environment: 'low',
            healthSocialCultural: 'low',
            infrastructureEconomics: 'low',
          },
          rationale: 'Dam break study.',
        },
        'ratingID',
      );
    const classOfSite = async () => (await list(viewer, `?q=${site.code}`)).data[0]?.consequenceClass;

    expect(await classOfSite()).toBeNull();
    await rate(onTwoFacilities[0]!, 'significant');
    expect(await classOfSite()).toBe('significant');
    await rate(onTwoFacilities[1]!, 'very_high');
    expect(await classOfSite()).toBe('very_high');
    await rate(onTwoFacilities[1]!, 'significant');
    expect(await classOfSite()).toBe('significant');
  });

  it('filters by status, country and text', async () => {
    const closed = await createSite({ name: 'Closed quarry', status: 'closed', country: 'PE' });
    expect((await list(viewer, '?status=closed')).data.map((site) => site.siteID)).toContain(closed.siteID);
    expect((await list(viewer, '?status=active')).data.map((site) => site.siteID)).not.toContain(closed.siteID);
    const inPeru = (await list(viewer, '?country=pe')).data;
    expect(inPeru.map((site) => site.siteID)).toContain(closed.siteID);
    expectEvery(inPeru, (site) => site.country === 'PE');
    expect((await list(viewer, '?q=quarry')).data.map((site) => site.code)).toEqual([closed.code]);
    expect((await list(viewer, '?q=100%25')).data).toEqual([]);
  });
});

describe('GET /api/activity', () => {
  it('gives a record’s history newest first, with who did it, to those who may read Activity', async () => {
    const site = await createSite({ name: 'Tracked' });
    await engineer.patch(`/api/sites/${site.siteID}`, { name: 'Tracked, renamed', version: 1 });
    const response = await admin.get(`/api/activity?subjectType=Site&subjectID=${site.siteID}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as {
      data: { action: string; actor: { userID: string; name: string } | null; changes: object | null }[];
      meta: { total: number };
    };
    expect(data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(data[0]!.actor).toEqual({ userID: engineer.userID, name: expect.any(String) });
    expect(data[0]!.changes).toEqual({ name: { before: 'Tracked', after: 'Tracked, renamed' } });
    expect(meta.total).toBe(2);
    for (const session of [viewer, engineer]) {
      const refused = await session.get('/api/activity');
      expect(refused.statusCode).toBe(403);
    }
    const badFilter = await admin.get('/api/activity?subjectType=Spaceship');
    expect(badFilter.statusCode).toBe(400);
  });
});
