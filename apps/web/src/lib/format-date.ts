/**
 * Dates in the user's language. A date without a time (`2026-03-12`) is a calendar day, so it is
 * formatted in UTC: read in local time it would show the day before west of Greenwich.
 */
import { dateTimeFormat } from './intl-formats';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(value: string, language: string): string {
  const isDateOnly = dateOnly.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', ...(isDateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** A moment (`2026-03-12T14:05:00Z`) as a date and time of day in the user's language and time zone. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
