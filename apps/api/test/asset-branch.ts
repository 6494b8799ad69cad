/**
 * A new site → infrastructure → facility → cross-section written straight to the database: a branch
 * of the tree no other test touches, which inherits nothing the demo data sets higher up (criteria,
 * ratings, responsibilities). Its rows copy a seeded record of each kind for their other fields.
 */
import { crossSections, facilities, infrastructures, sites } from '../src/db/schema/index';
import { withTenant } from '../src/db/tenant';
import { newID } from '../src/lib/ids';
import type { TestApp } from './test-app';

export interface AssetBranch {
  siteID: string;
  infrastructureID: string;
  facilityID: string;
  crossSectionID: string;
  /** Unique to the branch; its codes end with it. */
  suffix: string;
}

export async function newAssetBranch(testApp: TestApp, tenantID: string): Promise<AssetBranch> {
  return withTenant(testApp.database.db, tenantID, async (tx) => {
    const [siteTemplate] = await tx.select().from(sites).limit(1);
    const [infrastructureTemplate] = await tx.select().from(infrastructures).limit(1);
    const [facilityTemplate] = await tx.select().from(facilities).limit(1);
    const [siteID, infrastructureID, facilityID, crossSectionID] = [newID(), newID(), newID(), newID()];
    const suffix = facilityID.slice(-6).toUpperCase();
    await tx.insert(sites).values({ ...siteTemplate!, id: siteID, code: `S-B${suffix}`, version: 1 });
    await tx
      .insert(infrastructures)
      .values({ ...infrastructureTemplate!, id: infrastructureID, siteId: siteID, code: `I-B${suffix}`, version: 1 });
    await tx.insert(facilities).values({
      ...facilityTemplate!,
      id: facilityID,
      infrastructureId: infrastructureID,
      code: `F-B${suffix}`,
      consequenceClass: null,
      version: 1,
    });
    await tx.insert(crossSections).values({
      tenantId: tenantID,
      id: crossSectionID,
      facilityId: facilityID,
      code: `XS-B${suffix}`,
      name: 'Ch 0',
    });
    return { siteID, infrastructureID, facilityID, crossSectionID, suffix };
  });
}
