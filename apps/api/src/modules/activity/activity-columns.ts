/** The audit trail as a file: its columns, headed in the reader's language. */
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import type { Cell } from '../../lib/exports/csv-file';

type ExportedEntry = ActivityEntry & { actorEmail: string | null };
type Language = 'en' | 'es';

const format = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Each changed field as `field: before → after`, one per line. */
function changesText(changes: ActivityEntry['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, change]) => `${field}: ${format(change.before)} → ${format(change.after)}`)
    .join('\n');
}

const columns: { header: Record<Language, string>; write: (entry: ExportedEntry, language: Language) => Cell }[] = [
  { header: { en: 'Time (UTC)', es: 'Fecha y hora (UTC)' }, write: (entry) => entry.createdAt },
  {
    header: { en: 'Person', es: 'Persona' },
    write: (entry, language) => entry.actor?.name ?? (language === 'es' ? 'Sistema' : 'System'),
  },
  { header: { en: 'Email', es: 'Correo' }, write: (entry) => entry.actorEmail },
  { header: { en: 'Action', es: 'Acción' }, write: (entry) => entry.action },
  { header: { en: 'Record type', es: 'Tipo de registro' }, write: (entry) => entry.subjectType },
  { header: { en: 'Record ID', es: 'ID del registro' }, write: (entry) => entry.subjectID },
  { header: { en: 'Summary', es: 'Resumen' }, write: (entry) => entry.summary },
  { header: { en: 'Changes', es: 'Cambios' }, write: (entry) => changesText(entry.changes) },
];

export function activityHeaders(language: Language): string[] {
  return columns.map((column) => column.header[language]);
}

export async function* activityCells(
  batches: AsyncIterable<ExportedEntry[]>,
  language: Language,
): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map((entry) => columns.map((column) => column.write(entry, language)));
}
