/** Enumerations of the risk register, defined once (zod-free: the database schema reads them too). */
export const priorities = ['P1', 'P2', 'P3', 'P4'] as const;
export const controlPriorities = priorities;
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
export type VerificationResult = (typeof verificationResults)[number];

/**
 * How often a control must be shown to work. A control verified by the calendar is overdue once
 * its interval has passed since its last verification (or since it was created, if never);
 * `event_driven` controls are verified after their event (a flood, a raise) and never fall due by
 * the calendar.
 */
export const verificationFrequencies = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'six_monthly',
  'yearly',
  'two_yearly',
  'three_yearly',
  'five_yearly',
  'event_driven',
] as const;
export type VerificationFrequency = (typeof verificationFrequencies)[number];

/** Each calendar frequency as a PostgreSQL interval; null: never due by the calendar. */
export const verificationIntervals: Record<VerificationFrequency, string | null> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
  quarterly: '3 months',
  six_monthly: '6 months',
  yearly: '1 year',
  two_yearly: '2 years',
  three_yearly: '3 years',
  five_yearly: '5 years',
  event_driven: null,
};

export const actionStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type ActionStatus = (typeof actionStatuses)[number];
/** Statuses in which an action is still to be done: only these can be overdue. */
export const pendingActionStatuses = ['open', 'in_progress'] as const satisfies readonly ActionStatus[];
/** Where an action comes from; a risk or a control is linked by its ID, the others by a reference. */
export const actionSources = ['risk', 'control', 'evaluation_finding', 'review', 'manual'] as const;
export type ActionSource = (typeof actionSources)[number];
