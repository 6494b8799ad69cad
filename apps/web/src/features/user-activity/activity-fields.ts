/**
 * How the changes of an entry name their fields and recorded values: in the words of the kind of
 * record it is about, from that kind's declaration (`lib/collection/declared-words.ts`), as its own
 * History panel does. The routes hand the declarations in (`SubjectWordsContext`), so this page
 * reads only the words, not every area's pages. A type without a declaration shows its fields as
 * recorded.
 */
import type { i18n as I18n } from 'i18next';
import { declaredHistoryFields, type WordedDeclaration } from '../../lib/collection/declared-words';
import type { HistoryFieldText } from '../../lib/collection/history-fields';

const asRecorded: HistoryFieldText = { label: (field) => field };

export function activityFieldText(i18n: I18n, words: WordedDeclaration | undefined): HistoryFieldText {
  return words ? declaredHistoryFields(words, i18n) : asRecorded;
}
