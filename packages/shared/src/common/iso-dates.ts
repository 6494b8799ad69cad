/**
 * Dates and date-times as the API reads them, apart from the registered schemas of
 * `common.schemas.ts`, so that search parameters checked at the web app's start-up can use them.
 */
import * as z from 'zod/mini';

/**
 * Dates and times the database can hold and people mean: years 1800 to 9999. JavaScript and
 * PostgreSQL disagree far outside that range (year 0, +275760), which would fail as a 500.
 */
const inSupportedYears = (text: string) => {
  const year = new Date(text).getUTCFullYear();
  return year >= 1800 && year <= 9999;
};
export const isoDateSchema = z.iso
  .date()
  .check(z.refine(inSupportedYears, { message: 'Must be between the years 1800 and 9999' }));
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .check(z.refine(inSupportedYears, { message: 'Must be between the years 1800 and 9999' }));
