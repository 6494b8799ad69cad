/** Section names of the asset and evaluation pages (spec §2); the first is each page's default. */
export const siteSections = ['information', 'criteria', 'document', 'users'] as const;
export const infrastructureSections = ['information', 'criteria', 'document'] as const;
export const facilitySections = ['information', 'criteria', 'document', 'users'] as const;
export const crossSectionSections = ['information', 'consequence-rating', 'criteria', 'document'] as const;
export const evaluationSections = [
  'investigation',
  'laboratory_testing',
  'analysis_documentation',
  'construction_management',
  'operation_monitoring',
  'performance',
] as const;

/** A section of an asset's record page. */
export type AssetSection = 'information' | 'criteria' | 'document' | 'users' | 'consequence-rating';
