/** Enumerations of the asset register, defined once: the API's columns, checks and schemas use these. */
export const consequenceClasses = ['low', 'significant', 'high', 'very_high', 'extreme'] as const;
export type ConsequenceClass = (typeof consequenceClasses)[number];

export const siteStatuses = ['active', 'care_and_maintenance', 'closed'] as const;
export type SiteStatus = (typeof siteStatuses)[number];
