/** Enumerations of the risk register, defined once (zod-free: the database schema reads them too). */
export const controlPriorities = ['P1', 'P2', 'P3', 'P4'] as const;
export const controlStatuses = ['in-place', 'planned', 'not-in-place'] as const;
export const controlTypes = ['control', 'data-collection'] as const;
export const controlNatures = ['act', 'object', 'system'] as const;
export const controlTimings = ['proactive', 'reactive'] as const;
export const riskStatuses = ['open', 'treated', 'accepted', 'closed'] as const;
export const failureModes = [
  'overtopping',
  'internal_erosion',
  'static_liquefaction',
  'seismic_liquefaction',
  'slope_instability',
  'foundation_failure',
  'seepage',
  'other',
] as const;
export const verificationResults = ['effective', 'partially_effective', 'not_effective'] as const;
