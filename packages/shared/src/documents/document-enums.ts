/** Enumerations of documents, defined once (zod-free: the database schema reads them too). */
export const nonAssetCategories = ['social', 'corporate'] as const;

export const docTypes = [
  'design_basis',
  'construction_records',
  'deviance_accountability',
  'oms_manual',
  'emergency_plan',
  'dam_safety_review',
  'annual_review',
  'risk_assessment',
  'breach_analysis',
  'site_characterisation',
  'laboratory',
  'monitoring',
  'independent_review',
  'other',
] as const;
