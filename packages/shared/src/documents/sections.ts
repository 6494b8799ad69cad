/** Sections of the documents page (no zod here: the web app's route tree reads this at start-up). */
export const documentSections = ['all', 'social', 'corporate', 'unassigned'] as const;
export type DocumentSection = (typeof documentSections)[number];
