/** The two demo tenants of CONTRACT §2, assembled from their data files. */
import { northwindActions } from './data/northwind-actions';
import { northwindActivity } from './data/northwind-activity';
import { northwindAssetSafety } from './data/northwind-asset-safety';
import { northwindSites } from './data/northwind-assets';
import { northwindDocuments } from './data/northwind-documents';
import { northwindControls, northwindRisks } from './data/northwind-risks';
import { southernWaterActions } from './data/southern-water-actions';
import { southernWaterActivity } from './data/southern-water-activity';
import { southernWaterAssetSafety } from './data/southern-water-asset-safety';
import { southernWaterSites } from './data/southern-water-assets';
import { southernWaterDocuments } from './data/southern-water-documents';
import { southernWaterControls, southernWaterRisks } from './data/southern-water-risks';
import type { DemoTenant } from './demo-types';

/** Its presence means the demo data is already there; it is also every demo user's default tenant. */
export const primaryDemoTenantSlug = 'northwind-mining';

export const demoTenants: DemoTenant[] = [
  {
    slug: primaryDemoTenantSlug,
    name: 'Northwind Mining',
    memberships: [
      { user: 'admin', role: 'manager', isTenantAdmin: true, jobTitle: 'Head of Tailings Governance' },
      {
        user: 'engineer',
        role: 'engineer',
        isTenantAdmin: false,
        jobTitle: 'Responsible Tailings Facility Engineer',
      },
      { user: 'viewer', role: 'viewer', isTenantAdmin: false, jobTitle: 'Independent Reviewer' },
    ],
    sites: northwindSites,
    risks: northwindRisks,
    controls: northwindControls,
    actions: northwindActions,
    documents: northwindDocuments,
    activity: northwindActivity,
    assetSafety: northwindAssetSafety,
  },
  {
    slug: 'southern-water',
    name: 'Southern Water',
    memberships: [
      { user: 'admin', role: 'manager', isTenantAdmin: true, jobTitle: 'Dam Safety Governance Lead' },
      { user: 'viewer', role: 'viewer', isTenantAdmin: false, jobTitle: 'Auditor' },
    ],
    sites: southernWaterSites,
    risks: southernWaterRisks,
    controls: southernWaterControls,
    actions: southernWaterActions,
    documents: southernWaterDocuments,
    activity: southernWaterActivity,
    assetSafety: southernWaterAssetSafety,
  },
];
