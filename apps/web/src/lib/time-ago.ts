/**
 * When a session was last used, as people say it: "5 minutes ago", "yesterday"; past a week the date
 * itself reads better than "23 days ago".
 */
import { formatDate } from './format-date';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    // `auto`: "yesterday" rather than "1 day ago".
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

/**
 * `value` (an ISO moment) relative to `now` in `language`. Null within the last minute (or a little
 * ahead, from a clock that runs fast), which the caller words as "just now".
 */
export function timeAgo(value: string, language: string, now: number = Date.now()): string | null {
  const moment = new Date(value).getTime();
  if (Number.isNaN(moment)) return value;
  const elapsed = now - moment;
  if (elapsed < minute) return null;
  if (elapsed < hour) return relativeFormat(language).format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relativeFormat(language).format(-Math.floor(elapsed / hour), 'hour');
  // Counted in calendar days, so a moment 30 hours before 9 a.m. is not called "yesterday".
  const days = calendarDaysBetween(moment, now);
  if (days < 7) return relativeFormat(language).format(-days, 'day');
  return formatDate(value, language);
}

function calendarDaysBetween(earlier: number, later: number): number {
  const midnight = (time: number) => new Date(time).setHours(0, 0, 0, 0);
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((midnight(later) - midnight(earlier)) / day);
}
