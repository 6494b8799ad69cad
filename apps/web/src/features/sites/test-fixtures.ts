import type { Site } from '@freeboard/shared/sites/sites.schemas';

export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    siteID: '0190a000-0000-7000-8000-0000000005e1',
    code: 'S-001',
    name: 'Cerro Alto Copper Mine',
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
    version: 1,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
