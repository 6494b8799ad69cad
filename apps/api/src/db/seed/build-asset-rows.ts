/** Flattens a tenant's asset tree into rows, and indexes every asset by its code for the other builders. */
import { newID } from '../../lib/ids';
import type { crossSections, facilities, infrastructures, sites } from '../schema/index';
import { minutesAfter } from './demo-clock';
import type { AssetType, DemoSite } from './demo-types';

export interface AssetLink {
  assetType: AssetType;
  assetId: string;
}

/** Asset codes are unique across the four tables of a tenant (`SITE-`, `INF-`, `FAC-`, `XS-`). */
export class AssetIndex {
  private readonly links = new Map<string, AssetLink>();

  add(code: string, link: AssetLink): void {
    if (this.links.has(code)) throw new Error(`Duplicate demo asset code ${code}`);
    this.links.set(code, link);
  }

  /** The asset with this code, if there is one. */
  find(code: string): AssetLink | undefined {
    return this.links.get(code);
  }

  /** A typo in the demo data must fail the seed, not leave a dangling link. */
  resolve(code: string): AssetLink {
    const link = this.links.get(code);
    if (!link) throw new Error(`Unknown demo asset code ${code}`);
    return link;
  }
}

export interface AssetRows {
  sites: (typeof sites.$inferInsert)[];
  infrastructures: (typeof infrastructures.$inferInsert)[];
  facilities: (typeof facilities.$inferInsert)[];
  crossSections: (typeof crossSections.$inferInsert)[];
  index: AssetIndex;
}

export function buildAssetRows(tenantId: string, demoSites: DemoSite[], createdAt: Date): AssetRows {
  const rows: AssetRows = {
    sites: [],
    infrastructures: [],
    facilities: [],
    crossSections: [],
    index: new AssetIndex(),
  };
  // A minute between assets keeps "newest first" lists in tree order.
  let minute = 0;
  const nextTimestamps = () => {
    const time = minutesAfter(createdAt, minute++);
    return { createdAt: time, updatedAt: time };
  };

  for (const { infrastructures: demoInfrastructures, ...site } of demoSites) {
    const siteId = newID();
    rows.index.add(site.code, { assetType: 'site', assetId: siteId });
    rows.sites.push({ ...site, tenantId, id: siteId, ...nextTimestamps() });

    for (const { facilities: demoFacilities, ...infrastructure } of demoInfrastructures) {
      const infrastructureId = newID();
      rows.index.add(infrastructure.code, { assetType: 'infrastructure', assetId: infrastructureId });
      rows.infrastructures.push({ ...infrastructure, tenantId, id: infrastructureId, siteId, ...nextTimestamps() });

      for (const { crossSections: demoCrossSections, ...facility } of demoFacilities) {
        const facilityId = newID();
        rows.index.add(facility.code, { assetType: 'facility', assetId: facilityId });
        rows.facilities.push({ ...facility, tenantId, id: facilityId, infrastructureId, ...nextTimestamps() });

        for (const crossSection of demoCrossSections) {
          const crossSectionId = newID();
          rows.index.add(crossSection.code, { assetType: 'cross-section', assetId: crossSectionId });
          rows.crossSections.push({ ...crossSection, tenantId, id: crossSectionId, facilityId, ...nextTimestamps() });
        }
      }
    }
  }
  return rows;
}
