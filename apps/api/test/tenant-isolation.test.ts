/**
 * Tenancy at the HTTP boundary: every tenant route refuses a tenant the caller is not a member of,
 * answers 404 for another tenant's records, and a member of one tenant never sees the other's rows.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, controls, documents, facilities, risks, sites, tenants } from '../src/db/schema/index';
import { withTenant } from '../src/db/tenant';
import { asMember, tenantIDBySlug } from './test-app';
import { useTestApp } from './harness';

const { testApp, admin, engineer, viewer } = useTestApp();
let northwindID: string;
let southernID: string;

/**
 * Routes that are not tenant-scoped: sign-in, health, the caller's own account (and the offers of
 * membership made to it, which name a tenant the caller has not joined yet), translations.
 */
const notTenantScoped = [
  /^\/api\/health$/,
  /^\/api\/ready$/,
  /^\/api\/client-config$/,
  /^\/api\/auth\//,
  /^\/api\/token-refresh$/,
  /^\/api\/logout$/,
  /^\/api\/me(\/|$)/,
  /^\/api\/users\/profile/,
  /^\/locales\//,
];

async function tenantRoutes(): Promise<{ method: string; url: string }[]> {
  const spec = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    notTenantScoped.some((pattern) => pattern.test(path))
      ? []
      : Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-7000-8000-000000000000'),
        })),
  );
}

beforeAll(async () => {
  const tenantIDOf = async (slug: string) => {
    const [tenant] = await testApp.database.db.select().from(tenants).where(eq(tenants.slug, slug));
    return tenant!.id;
  };
  northwindID = await tenantIDOf('northwind-mining');
  southernID = await tenantIDOf('southern-water');
});

describe('tenant header', () => {
  it('answers 403 on every tenant route for a tenant the caller is not a member of', async () => {
    const routes = await tenantRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(engineer.tenants.map((tenant) => tenant.tenantID)).not.toContain(southernID);
    for (const route of routes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: asMember(engineer, southernID),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'tenant_forbidden' });
    }
  });

  it('answers 403 for a malformed tenant ID and 400 without one', async () => {
    const malformed = await engineer.in('northwind').get('/api/risks');
    expect(malformed.statusCode).toBe(403);
    const missing = await testApp.app.inject({
      url: '/api/risks',
      headers: { authorization: `Bearer ${engineer.accessToken}` },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 before looking at the tenant when there is no token', async () => {
    for (const route of await tenantRoutes()) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { 'x-tenant-id': northwindID },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

/** Tenant-scoped, but only ever the caller's own: a viewer marks their notifications read. */
const ownRecords = /^\/api\/notifications\//;

describe('a viewer', () => {
  it('is refused every write route (403) and changes nothing', async () => {
    const writes = (await tenantRoutes()).filter((route) => route.method !== 'GET' && !ownRecords.test(route.url));
    expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/sites', 'PATCH /api/sites/00000000-0000-7000-8000-000000000000']),
    );
    const snapshot = () =>
      withTenant(testApp.database.db, northwindID, async (tx) => ({
        activity: await tx.$count(activity),
        sites: await tx.$count(sites),
        risks: await tx.$count(risks),
        documents: await tx.$count(documents),
      }));
    const before = await snapshot();
    const [someSite] = await withTenant(testApp.database.db, northwindID, (tx) => tx.select().from(sites).limit(1));
    for (const route of writes) {
      // A real record where the route names one, so that only the ability can refuse.
      const url = route.url.replace('00000000-0000-7000-8000-000000000000', someSite!.id);
      const response = await testApp.app.inject({
        method: route.method as 'POST',
        url,
        headers: asMember(viewer, northwindID),
        payload: { name: 'Viewer was here', country: 'CL', version: someSite!.version },
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json(), `${route.method} ${url}`).toMatchObject({ code: 'forbidden' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("another tenant's records", () => {
  it('answer 404 even to a member of both tenants asking in the wrong tenant', async () => {
    const southern = await withTenant(testApp.database.db, southernID, async (tx) => ({
      risk: (await tx.select({ id: risks.id }).from(risks).limit(1))[0]!.id,
      document: (await tx.select({ id: documents.id }).from(documents).limit(1))[0]!.id,
      facility: (await tx.select({ id: facilities.id }).from(facilities).limit(1))[0]!.id,
    }));
    const inNorthwind = asMember(admin, tenantIDBySlug(admin, 'northwind-mining'));
    const urls = [
      `/api/risks/${southern.risk}`,
      `/api/documents/${southern.document}`,
      `/api/documents/${southern.document}/file`,
      `/api/documents/new?assetType=facility&assetId=${southern.facility}`,
      `/api/documents/new/mentions?assetType=facility&assetId=${southern.facility}`,
    ];
    for (const url of urls) {
      const response = await testApp.app.inject({ url, headers: inNorthwind });
      expect(response.statusCode, url).toBe(404);
    }
    // The same records are there for the right tenant.
    const inSouthern = asMember(admin, southernID);
    expect((await testApp.app.inject({ url: urls[0]!, headers: inSouthern })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: urls[1]!, headers: inSouthern })).statusCode).toBe(200);
  });

  it('never reach a member of both tenants through lists of the other tenant', async () => {
    const southernRows = await withTenant(testApp.database.db, southernID, async (tx) => ({
      risks: new Set((await tx.select({ id: risks.id }).from(risks)).map((row) => row.id)),
      controls: new Set((await tx.select({ id: controls.id }).from(controls)).map((row) => row.id)),
      documents: new Set((await tx.select({ id: documents.id }).from(documents)).map((row) => row.id)),
    }));
    const headers = asMember(viewer, northwindID);
    const riskList = (await testApp.app.inject({ url: '/api/risks', headers })).json() as {
      data: { riskID: string; controls: { controlID: string }[] }[];
    };
    expect(riskList.data.length).toBeGreaterThan(0);
    for (const risk of riskList.data) {
      expect(southernRows.risks.has(risk.riskID)).toBe(false);
      for (const control of risk.controls) expect(southernRows.controls.has(control.controlID)).toBe(false);
    }
    const controlList = (await testApp.app.inject({ url: '/api/controls', headers })).json() as {
      data: { controlID: string }[];
    };
    for (const control of controlList.data) expect(southernRows.controls.has(control.controlID)).toBe(false);
    for (const section of ['all', 'social', 'corporate', 'unassigned']) {
      let cursor: string | null = null;
      do {
        const query: string = `nonAssetCategory=${section}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await testApp.app.inject({ url: `/api/documents/new?${query}`, headers })).json() as {
          data: { documents: { documentID: string }[]; nextCursor: string | null };
        };
        for (const document of page.data.documents) {
          expect(southernRows.documents.has(document.documentID)).toBe(false);
        }
        cursor = page.data.nextCursor;
      } while (cursor);
    }
  });
});
