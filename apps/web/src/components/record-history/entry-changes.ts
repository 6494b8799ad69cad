/**
 * What an Activity entry says it changed, as every view of the trail reads it (a record's History
 * panel, the User activity page): the fields worth showing, each value in words, and the verb of
 * the entry's action.
 */
import type { ActivityEntry } from '@freeboard/shared/activity/activity.schemas';
import { useTranslation } from 'react-i18next';
import type { HistoryFieldText } from '../../lib/collection/history-fields';
import { formatChangeValue } from './format-change';

export type FieldChange = { field: string; before: unknown; after: unknown };

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** The changed fields in recorded order; a new record lists every field, and those it was created without say nothing. */
export function shownChanges(changes: ActivityEntry['changes']): FieldChange[] {
  return Object.entries(changes ?? {})
    .filter(([, { before, after }]) => !(isBlank(before) && isBlank(after)))
    .map(([field, { before, after }]) => ({ field, before, after }));
}

/** Writes are recorded as `create`, `update`, `delete`; older entries as `site.created` and the like. */
const pastTense: Record<string, string> = {
  created: 'create',
  updated: 'update',
  deleted: 'delete',
  verified: 'verify',
};

/** The verb of an action: `site.created` → `create`, `auth.signed_in` → `signed_in`. */
export function verbOf(action: string): string {
  const last = action.split('.').at(-1) ?? action;
  return pastTense[last] ?? last;
}

/**
 * A recorded value in words: the area's own (`fields.value`, a choice's name), else as recorded
 * (numbers in the reader's language), else the common "(empty)".
 */
export function useChangeValueText(fields: HistoryFieldText) {
  const { t, i18n } = useTranslation('common');
  return (field: string, value: unknown): string =>
    fields.value?.(field, value) ?? formatChangeValue(value, i18n.language) ?? t('history.emptyValue');
}
