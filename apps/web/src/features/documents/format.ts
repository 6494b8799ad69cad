/** Sizes and dates as people read them, in the user's language. */
import { numberFormat } from '../../lib/intl-formats';

const units = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** Decimal units, as file managers show them: 12 400 bytes is "12.4 kB" (en), "12,4 kB" (es). */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // Round first, so 999 960 bytes reads "1 MB" rather than "1000 kB".
  if (unit > 0 && Math.round(value * 10) / 10 >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = numberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

export { formatDate } from '../../lib/format-date';
