/** Sites hold every rule of CONTRACT §9, on PGlite and PostgreSQL. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { activity, sites } from '../../db/schema/index';
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

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, engineer, viewer] = await Promise.all([
    signIn(testApp.app, demoEmails.admin),
    signIn(testApp.app, demoEmails.engineer),
    signIn(testApp.app, demoEmails.viewer),
  ]);
  northwind = tenantIDBySlug(admin, 'northwind-mining');
  southernWater = tenantIDBySlug(admin, 'southern-water');
});
afterAll(() => testApp.close());

type SiteList = { data: Site[]; meta: { total: number; nextCursor: string | null } };

async function list(session: SignedIn, query = '', tenantID = northwind) {
  const response = await testApp.app.inject({ url: `/api/sites${query}`, headers: asMember(session, tenantID) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SiteList;
}

async function create(session: SignedIn, body: object, tenantID = northwind) {
  return testApp.app.inject({ method: 'POST', url: '/api/sites', headers: asMember(session, tenantID), payload: body });
}

async function createSite(body: Partial<Site> = {}): Promise<Site> {
  const response = await create(admin, { name: 'Test site', country: 'CL', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Site }).data;
}

async function activityOf(siteID: string, tenantID = northwind) {
  return inDatabase(testApp, tenantID, (tx) =>
    tx
      .select()
      .from(activity)
      .where(and(eq(activity.subjectType, 'Site'), eq(activity.subjectId, siteID))),
  );
}

describe('GET /api/sites', () => {
  it('lists the tenant’s sites with computed fields, ordered by code', async () => {
    const { data, meta } = await list(viewer);
    expect(meta).toEqual({ total: data.length, nextCursor: null });
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((site) => site.code)).toEqual([...data.map((site) => site.code)].sort());
    const seeded = data.find((site) => site.code === 'SITE-01')!;
    expect(seeded).toMatchObject({
      infrastructureCount: expect.any(Number),
      facilityCount: expect.any(Number),
      openRiskCount: expect.any(Number),
      // Cerro Alto's main embankment is rated Extreme in the demo data.
      consequenceClass: 'extreme',
      overdueActionCount: 0,
      version: expect.any(Number),
    });
    expect(seeded.infrastructureCount).toBeGreaterThan(0);
    expect(seeded.facilityCount).toBeGreaterThanOrEqual(seeded.infrastructureCount);
  });

  it('takes the highest consequence class of its facilities, as ratings are added', async () => {
    const site = await createSite({ name: 'Rated site' });
    const post = async (url: string, payload: object, idField: string) => {
      const response = await testApp.app.inject({ method: 'POST', url, headers: asMember(admin), payload });
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

  it('pages with a cursor without skipping or repeating a site, in either direction of any sort', async () => {
    for (let index = 0; index < 5; index += 1) await createSite({ name: `Paging site ${index}` });
    for (const sort of ['code', '-code', 'name', '-name', 'createdAt', '-updatedAt', 'country', '-status']) {
      await expectPagingMatchesWholeList(
        (query) => list(viewer, query),
        (site: SiteList['data'][number]) => site.siteID,
        `?sort=${sort}`,
      );
    }
    const descending = (await list(viewer, '?sort=-name&limit=200')).data.map((site) => site.name);
    // The database's own order of text (its collation), read both ways.
    const ascending = (await list(viewer, '?sort=name&limit=200')).data.map((row) => row.name);
    expect(descending).toEqual([...ascending].reverse());
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

  it('refuses an unknown sort field, filter value, a cursor of another sort, and limits out of range', async () => {
    const second = (await list(viewer, '?sort=name&limit=1')).meta.nextCursor!;
    for (const query of [
      '?sort=secret',
      '?sort=-version',
      '?status=demolished',
      '?country=XX',
      '?limit=0',
      '?limit=201',
      `?sort=code&cursor=${second}`,
    ]) {
      const response = await testApp.app.inject({ url: `/api/sites${query}`, headers: asMember(viewer) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('shows only the sites of the tenant in x-tenant-id', async () => {
    const created = (await create(admin, { name: 'Southern dam site', country: 'AU' }, southernWater)).json() as {
      data: Site;
    };
    const northwindIDs = (await list(admin, '?limit=200')).data.map((site) => site.siteID);
    expect(northwindIDs).not.toContain(created.data.siteID);
  });
});

describe('GET /api/sites/{siteID}', () => {
  it('answers the site, and 404 for an unknown one or one of another tenant', async () => {
    const site = await createSite();
    const found = await testApp.app.inject({ url: `/api/sites/${site.siteID}`, headers: asMember(viewer) });
    expect(found.json()).toEqual({ data: site });
    const other = (await create(admin, { name: 'Elsewhere', country: 'AU' }, southernWater)).json() as { data: Site };
    for (const siteID of [other.data.siteID, '0190a0b0-0000-7000-8000-000000000000']) {
      const response = await testApp.app.inject({ url: `/api/sites/${siteID}`, headers: asMember(viewer) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'site_not_found' });
    }
  });
});

describe('POST /api/sites', () => {
  it('answers 201 with Location, assigns the next free code, and records the creation', async () => {
    const response = await create(engineer, {
      name: 'Cerro Azul',
      country: 'cl',
      region: 'Atacama',
      latitude: -27.36,
      longitude: -70.33,
      commodity: 'Copper',
    });
    expect(response.statusCode).toBe(201);
    const site = (response.json() as { data: Site }).data;
    expect(response.headers.location).toBe(`/api/sites/${site.siteID}`);
    expect(site).toMatchObject({
      code: expect.stringMatching(/^S-\d{3}$/),
      country: 'CL',
      status: 'active',
      version: 1,
    });
    const [entry] = await activityOf(site.siteID);
    expect(entry).toMatchObject({ action: 'create', actorUserId: engineer.userID, subjectType: 'Site' });
    expect(entry!.changes).toMatchObject({ name: { before: null, after: 'Cerro Azul' }, code: { after: site.code } });
  });

  it('continues the series after a code a person chose, and answers 409 code_taken for a taken one', async () => {
    const chosen = await createSite({ code: 'S-500' });
    expect(chosen.code).toBe('S-500');
    expect((await createSite()).code).toBe('S-501');
    const taken = await create(admin, { code: 's-500', name: 'Again', country: 'CL' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'code_taken', errors: { code: expect.any(Array) } });
  });

  it('gives 20 concurrent creates 20 distinct codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create(admin, { name: `Concurrent ${index}`, country: 'CL' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const codes = responses.map((response) => (response.json() as { data: Site }).data.code);
    expect(new Set(codes).size).toBe(20);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const before = (await list(admin, '?limit=200')).meta.total;
    for (const [body, field] of [
      [{ name: '', country: 'CL' }, 'name'],
      [{ name: 'A', country: 'XX' }, 'country'],
      [{ name: 'A', country: 'CL', latitude: 91, longitude: 0 }, 'latitude'],
      [{ name: 'A', country: 'CL', latitude: -20 }, 'longitude'],
      [{ name: 'A', country: 'CL', status: 'demolished' }, 'status'],
      [{ name: 'A', country: 'CL', code: 'bad code!' }, 'code'],
    ] as const) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { errors: Record<string, unknown> }).errors).toHaveProperty([field]);
    }
    expect((await list(admin, '?limit=200')).meta.total).toBe(before);
  });
});

describe('PATCH /api/sites/{siteID}', () => {
  it('changes the given fields, raises the version and records before → after', async () => {
    const site = await createSite({ name: 'Before', region: 'North' });
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/sites/${site.siteID}`,
      headers: asMember(engineer),
      payload: { name: 'After', region: null, version: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: Site }).data).toMatchObject({ name: 'After', region: null, version: 2 });
    const update = (await activityOf(site.siteID)).find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({
      name: { before: 'Before', after: 'After' },
      region: { before: 'North', after: null },
    });
  });

  it('answers 409 version_conflict for a stale version, changes nothing and records nothing', async () => {
    const site = await createSite({ name: 'Original' });
    const patch = (version: number, name: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/sites/${site.siteID}`,
        headers: asMember(admin),
        payload: { name, version },
      });
    expect((await patch(1, 'First edit')).statusCode).toBe(200);
    const stale = await patch(1, 'Second edit, from an old page');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const [row] = await inDatabase(testApp, northwind, (tx) =>
      tx.select().from(sites).where(eq(sites.id, site.siteID)),
    );
    expect(row).toMatchObject({ name: 'First edit', version: 2 });
    expect((await activityOf(site.siteID)).filter((entry) => entry.action === 'update')).toHaveLength(1);
  });

  it('answers 409 code_taken when the new code is another site’s, and nothing changes', async () => {
    const first = await createSite();
    const second = await createSite();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/sites/${second.siteID}`,
      headers: asMember(admin),
      payload: { code: first.code, version: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'code_taken' });
    expect((await activityOf(second.siteID)).filter((entry) => entry.action === 'update')).toHaveLength(0);
  });
});

describe('DELETE /api/sites/{siteID}', () => {
  it('answers 409 has_dependents while the site has infrastructures, and deletes nothing', async () => {
    const seeded = (await list(admin)).data.find((site) => site.infrastructureCount > 0)!;
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/sites/${seeded.siteID}`,
      headers: asMember(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'has_dependents' });
    expect(
      (await testApp.app.inject({ url: `/api/sites/${seeded.siteID}`, headers: asMember(admin) })).statusCode,
    ).toBe(200);
  });

  it('answers 204, then 404; the deletion is in the trail with what was deleted', async () => {
    const site = await createSite({ name: 'Short-lived' });
    const remove = () =>
      testApp.app.inject({ method: 'DELETE', url: `/api/sites/${site.siteID}`, headers: asMember(admin) });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    const deletion = (await activityOf(site.siteID)).find((entry) => entry.action === 'delete')!;
    expect(deletion.changes).toMatchObject({ name: { before: 'Short-lived', after: null } });
  });
});

describe('abilities', () => {
  it('lets a viewer read but not write (403, nothing changed), and an engineer create and update but not delete', async () => {
    const site = await createSite({ name: 'Guarded' });
    const viewerWrites = [
      create(viewer, { name: 'Viewer made this', country: 'CL' }),
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/sites/${site.siteID}`,
        headers: asMember(viewer),
        payload: { name: 'Viewer edit', version: 1 },
      }),
      testApp.app.inject({ method: 'DELETE', url: `/api/sites/${site.siteID}`, headers: asMember(viewer) }),
    ];
    for (const response of await Promise.all(viewerWrites)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    const engineerDelete = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/sites/${site.siteID}`,
      headers: asMember(engineer),
    });
    expect(engineerDelete.statusCode).toBe(403);
    const unchanged = (
      await testApp.app.inject({ url: `/api/sites/${site.siteID}`, headers: asMember(admin) })
    ).json() as {
      data: Site;
    };
    expect(unchanged.data).toMatchObject({ name: 'Guarded', version: 1 });
    expect((await list(admin, '?q=Viewer made')).data).toEqual([]);
  });
});

describe('GET /api/activity', () => {
  it('gives a record’s history newest first, with who did it, to those who may read Activity', async () => {
    const site = await createSite({ name: 'Tracked' });
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/sites/${site.siteID}`,
      headers: asMember(engineer),
      payload: { name: 'Tracked, renamed', version: 1 },
    });
    const response = await testApp.app.inject({
      url: `/api/activity?subjectType=Site&subjectID=${site.siteID}`,
      headers: asMember(admin),
    });
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
      const refused = await testApp.app.inject({ url: '/api/activity', headers: asMember(session) });
      expect(refused.statusCode).toBe(403);
    }
    const badFilter = await testApp.app.inject({
      url: '/api/activity?subjectType=Spaceship',
      headers: asMember(admin),
    });
    expect(badFilter.statusCode).toBe(400);
  });
});
