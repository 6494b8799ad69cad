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

/** Classes in rising order: an element's class is the highest of those below it (GISTM 4.1). */
export function consequenceClassRank(value: ConsequenceClass): number {
  return consequenceClasses.indexOf(value);
}

/** The five categories a consequence rating classifies (DOMAIN.md, GISTM 4.1). */
export const consequenceCategories = [
  'populationAtRisk',
  'potentialLossOfLife',
  'environment',
  'healthSocialCultural',
  'infrastructureEconomics',
] as const;
export type ConsequenceCategory = (typeof consequenceCategories)[number];

/** A rating's overall class: the highest of its categories (GISTM 4.1). */
export function overallClassOf(categories: Record<ConsequenceCategory, ConsequenceClass>): ConsequenceClass {
  return consequenceCategories
    .map((category) => categories[category])
    .reduce((top, value) => (consequenceClassRank(value) > consequenceClassRank(top) ? value : top));
}

export const loadCases = [
  'end_of_construction',
  'long_term_static',
  'rapid_drawdown',
  'pseudo_static',
  'post_earthquake',
] as const;
export type LoadCase = (typeof loadCases)[number];

/** Design criteria (CONTRACT §9): return periods in years, freeboard in metres, factors of safety. */
export const criterionKeys = [
  'floodAepOperation',
  'floodAepClosure',
  'seismicAepOperation',
  'seismicAepClosure',
  'minFreeboardM',
  'minFosEndOfConstruction',
  'minFosLongTermStatic',
  'minFosRapidDrawdown',
  'minFosPseudoStatic',
  'minFosPostEarthquake',
] as const;
export type CriterionKey = (typeof criterionKeys)[number];

/** Where an effective criterion comes from: the nearest level up the tree that sets it. */
export const criteriaLevels = ['site', 'infrastructure', 'facility', 'cross-section', 'tenant-default'] as const;
export type CriteriaLevel = (typeof criteriaLevels)[number];

/** GISTM roles a tenant member can hold for a site or facility (DOMAIN.md "Users section"). */
export const responsibilityRoles = [
  'accountable_executive',
  'rtfe',
  'engineer_of_record',
  'itrb_member',
  'site_manager',
  'surveillance',
  'other',
] as const;
export type ResponsibilityRole = (typeof responsibilityRoles)[number];

/** Classes for which GISTM expects an independent review board (ITRB). */
export const itrbClasses: readonly ConsequenceClass[] = ['very_high', 'extreme'];
