import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssetTreeNode } from '@freeboard/shared/assets/asset-tree.schemas';
import { consequenceRatings, crossSections, facilities, infrastructures, sites } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { inDatabase, tenantIDBySlug } from '../../../test/test-app';
import { useTestApp, type Person } from '../../../test/harness';

const { testApp, admin, viewer } = useTestApp({ people: ['admin', 'viewer'] });

async function tree(session: Person, tenantID = session.defaultTenantID, query = ''): Promise<AssetTreeNode[]> {
  const response = await session.in(tenantID).get(`/api/assets/tree${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AssetTreeNode[] }).data;
}

/** A node as a level answers it: the same, with its children left out. */
const withoutChildren = (node: AssetTreeNode): AssetTreeNode => ({ ...node, children: [] });

function flatten(nodes: AssetTreeNode[]): AssetTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('GET /api/assets/tree', () => {
  it('answers every asset of the tenant once, each under its parent, by code', async () => {
    const tenantID = viewer.defaultTenantID;
    const rows = await withTenant(testApp.database.db, tenantID, async (tx) => ({
      sites: await tx.select().from(sites),
      infrastructures: await tx.select().from(infrastructures),
      facilities: await tx.select().from(facilities),
      crossSections: await tx.select().from(crossSections),
    }));
    const nodes = await tree(viewer);
    const all = flatten(nodes);
    expect(all).toHaveLength(
      rows.sites.length + rows.infrastructures.length + rows.facilities.length + rows.crossSections.length,
    );
    expect(nodes.map((node) => node.code)).toEqual(rows.sites.map((site) => site.code).sort());
    for (const infrastructure of rows.infrastructures) {
      const parent = nodes.find((node) => node.assetID === infrastructure.siteId)!;
      expect(parent.children.map((child) => child.assetID)).toContain(infrastructure.id);
    }
    for (const crossSection of rows.crossSections) {
      const parent = all.find((node) => node.assetID === crossSection.facilityId)!;
      expect(parent.assetType).toBe('facility');
      expect(parent.children.map((child) => child.assetID)).toContain(crossSection.id);
    }
    for (const node of all) {
      const codes = node.children.map((child) => child.code);
      expect(codes).toEqual([...codes].sort());
    }
  });

  it('shows a rating on the cross-section and as the highest class of everything above it', async () => {
    const tenantID = viewer.defaultTenantID;
    const [crossSection] = await withTenant(testApp.database.db, tenantID, (tx) =>
      tx.select().from(crossSections).limit(1),
    );
    await inDatabase(testApp, tenantID, (tx) =>
      tx.insert(consequenceRatings).values({
        tenantId: tenantID,
        id: newID(),
        crossSectionId: crossSection!.id,
        populationAtRisk: 'extreme',
        potentialLossOfLife: 'very_high',
        environment: 'high',
        healthSocialCultural: 'high',
        infrastructureEconomics: 'high',
        overallClass: 'extreme',
        rationale: 'Town downstream within the inundation zone.',
      }),
    );
    const all = flatten(await tree(viewer));
    const rated = all.find((node) => node.assetID === crossSection!.id)!;
    expect(rated.consequenceClass).toBe('extreme');
    const facilityNode = all.find((node) => node.assetID === crossSection!.facilityId)!;
    expect(facilityNode.consequenceClass).toBe('extreme');
    const [facility] = await withTenant(testApp.database.db, tenantID, (tx) =>
      tx.select().from(facilities).where(eq(facilities.id, crossSection!.facilityId)),
    );
    const infrastructureNode = all.find((node) => node.assetID === facility!.infrastructureId)!;
    expect(infrastructureNode.consequenceClass).toBe('extreme');
    const siteNode = all.find((node) => node.children.includes(infrastructureNode))!;
    expect(siteNode.consequenceClass).toBe('extreme');
  });

  it("never shows another tenant's assets", async () => {
    const northwind = tenantIDBySlug(admin, 'northwind-mining');
    const southern = tenantIDBySlug(admin, 'southern-water');
    const northwindIDs = new Set(flatten(await tree(admin, northwind)).map((node) => node.assetID));
    const southernIDs = flatten(await tree(admin, southern)).map((node) => node.assetID);
    expect(southernIDs.length).toBeGreaterThan(0);
    for (const id of southernIDs) expect(northwindIDs.has(id)).toBe(false);
  });

  it('says how many children every node has', async () => {
    for (const node of flatten(await tree(viewer))) expect(node.childCount).toBe(node.children.length);
  });
});

describe('GET /api/assets/tree, a level at a time', () => {
  it('answers the sites alone with depth=1, as the whole tree has them', async () => {
    const whole = await tree(viewer);
    expect(await tree(viewer, viewer.defaultTenantID, '?depth=1')).toEqual(whole.map(withoutChildren));
  });

  it('answers the children of a site, an infrastructure and a facility, as the whole tree has them', async () => {
    const whole = await tree(viewer);
    const site = whole.find((node) => node.children.length > 0)!;
    const infrastructure = site.children.find((node) => node.children.length > 0)!;
    const facility = infrastructure.children.find((node) => node.children.length > 0)!;
    for (const parent of [site, infrastructure, facility]) {
      const query = `?parentType=${parent.assetType}&parentID=${parent.assetID}`;
      expect(await tree(viewer, viewer.defaultTenantID, `${query}&depth=1`)).toEqual(
        parent.children.map(withoutChildren),
      );
      expect(await tree(viewer, viewer.defaultTenantID, query)).toEqual(parent.children);
    }
    const twoLevels = await tree(viewer, viewer.defaultTenantID, `?parentType=site&parentID=${site.assetID}&depth=2`);
    expect(twoLevels).toEqual(
      site.children.map((child) => ({ ...child, children: child.children.map(withoutChildren) })),
    );
  });

  it("answers 404 for another tenant's parent or a missing one, 400 for a parent half named or a bad depth", async () => {
    const southern = tenantIDBySlug(admin, 'southern-water');
    const [southernSite] = await tree(admin, southern, '?depth=1');
    const ask = (query: string) => viewer.in(viewer.defaultTenantID).get(`/api/assets/tree${query}`);

    const foreign = await ask(`?parentType=site&parentID=${southernSite!.assetID}&depth=1`);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });
    expect((await ask(`?parentType=facility&parentID=${newID()}`)).statusCode).toBe(404);
    expect((await ask(`?parentType=site`)).statusCode).toBe(400);
    expect((await ask(`?parentID=${newID()}`)).statusCode).toBe(400);
    expect((await ask(`?parentType=cross-section&parentID=${newID()}`)).statusCode).toBe(400);
    for (const depth of ['0', '5', 'two', '1.5']) expect((await ask(`?depth=${depth}`)).statusCode).toBe(400);
  });
});
