/** The languages of the interface (no zod here: the web app reads this at start-up). */
export const supportedLocales = ['en', 'es'] as const;
export type Locale = (typeof supportedLocales)[number];
