/** The sections of a risk's page; the first is the default. */
export const riskSections = ['information', 'controls', 'actions', 'documents'] as const;
export type RiskSection = (typeof riskSections)[number];
