/** Records of one branch of the asset tree (Cerro Alto), as the API answers them. */
import type { CrossSection } from '@freeboard/shared/cross-sections/cross-sections.schemas';
import type { Facility } from '@freeboard/shared/facilities/facilities.schemas';
import type { Infrastructure } from '@freeboard/shared/infrastructures/infrastructures.schemas';
import type { Site } from '@freeboard/shared/sites/sites.schemas';

export const branchIDs = {
  site: '0190a000-0000-7000-8000-0000000005e1',
  infrastructure: '0190a000-0000-7000-8000-0000000001f1',
  facility: '0190a000-0000-7000-8000-0000000000f1',
  crossSection: '0190a000-0000-7000-8000-0000000000c1',
} as const;

const timestamps = { version: 1, createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z' };

const siteRef = { assetType: 'site', assetID: branchIDs.site, code: 'S-001', name: 'Cerro Alto Copper Mine' } as const;
const infrastructureRef = {
  assetType: 'infrastructure',
  assetID: branchIDs.infrastructure,
  code: 'I-001',
  name: 'Cerro Alto Tailings Storage Facility',
} as const;
const facilityRef = {
  assetType: 'facility',
  assetID: branchIDs.facility,
  code: 'F-001',
  name: 'Cerro Alto Main Embankment',
} as const;

export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    siteID: branchIDs.site,
    code: siteRef.code,
    name: siteRef.name,
    description: 'Open-pit copper mine with a valley-fill tailings storage facility.',
    country: 'CL',
    region: 'Antofagasta Region',
    latitude: -22.914,
    longitude: -68.587,
    commodity: 'Copper',
    operator: 'Northwind Mining Chile SpA',
    status: 'active',
    infrastructureCount: 1,
    facilityCount: 2,
    consequenceClass: 'very_high',
    openRiskCount: 4,
    overdueActionCount: 1,
    ...timestamps,
    ...overrides,
  };
}

export function makeInfrastructure(overrides: Partial<Infrastructure> = {}): Infrastructure {
  return {
    infrastructureID: branchIDs.infrastructure,
    siteID: branchIDs.site,
    ancestors: [siteRef],
    code: infrastructureRef.code,
    name: infrastructureRef.name,
    description: 'Valley-fill tailings storage facility.',
    type: 'tailings_storage',
    phase: 'Stage 3 raise',
    facilityCount: 1,
    consequenceClass: 'very_high',
    ...timestamps,
    ...overrides,
  };
}

export function makeFacility(overrides: Partial<Facility> = {}): Facility {
  return {
    facilityID: branchIDs.facility,
    infrastructureID: branchIDs.infrastructure,
    siteID: branchIDs.site,
    ancestors: [siteRef, infrastructureRef],
    code: facilityRef.code,
    name: facilityRef.name,
    description: 'Centreline-raised embankment of compacted cycloned sand.',
    type: 'embankment',
    constructionMethod: 'centreline',
    phase: 'operation',
    heightM: 92,
    crestElevationMasl: 2948,
    crestLengthM: 4200,
    storageVolumeM3: 610_000_000,
    lastDamSafetyReview: '2023-10-12',
    nextDamSafetyReview: null,
    crossSectionCount: 1,
    consequenceClass: 'very_high',
    itrbRequired: true,
    itrbAssigned: true,
    openRiskCount: 2,
    overdueActionCount: 0,
    ...timestamps,
    ...overrides,
  };
}

export function makeCrossSection(overrides: Partial<CrossSection> = {}): CrossSection {
  return {
    crossSectionID: branchIDs.crossSection,
    facilityID: branchIDs.facility,
    ancestors: [siteRef, infrastructureRef, facilityRef],
    code: 'XS-001',
    name: 'Main Embankment Ch 1+900 (maximum section)',
    description: '',
    chainageM: 1900,
    crestElevationMasl: 2948,
    heightM: null,
    upstreamSlope: '2.5H:1V',
    downstreamSlope: null,
    foundation: 'Dense alluvial gravels',
    materials: null,
    consequenceClass: 'high',
    ...timestamps,
    ...overrides,
  };
}
