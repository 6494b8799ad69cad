/** Enumerations of the asset register, defined once: the API's columns, checks and schemas use these. */
export const assetTypes = ['site', 'infrastructure', 'facility', 'cross-section'] as const;
export type AssetType = (typeof assetTypes)[number];

export const consequenceClasses = ['low', 'significant', 'high', 'very_high', 'extreme'] as const;
export type ConsequenceClass = (typeof consequenceClasses)[number];

export const siteStatuses = ['active', 'care_and_maintenance', 'closed'] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export const infrastructureTypes = ['tailings_storage', 'water_dam', 'heap_leach', 'waste_dump', 'other'] as const;

export const facilityTypes = ['embankment', 'saddle_dam', 'spillway', 'decant', 'other'] as const;

export const constructionMethods = [
  'upstream',
  'downstream',
  'centreline',
  'modified_centreline',
  'filtered_stack',
  'in_pit',
  'other',
] as const;

export const facilityPhases = [
  'design',
  'construction',
  'operation',
  'closure_active',
  'closure_passive',
  'safely_closed',
] as const;
