/** How a recorded value reads in a history entry, for fields the area does not format itself. */
import { numberFormat } from '../../lib/intl-formats';

export function formatChangeValue(value: unknown, language: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return numberFormat(language, { maximumFractionDigits: 6 }).format(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
