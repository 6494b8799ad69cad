/**
 * How the changes of an entry name their fields and recorded choices: in the words of the area the
 * record belongs to (`<namespace>:fields.<field>`, as its own History panel does). The areas'
 * definitions carry these words too, with their forms and pages; this page reads only the words,
 * so it does not load every area's pages. A type without words shows its fields as recorded.
 */
import type { Subject } from '@freeboard/shared/auth/abilities';
import { countryName } from '@freeboard/shared/common/countries';
import type { i18n as I18n } from 'i18next';
import { historyFields, type HistoryFieldText } from '../../lib/collection/history-fields';

interface SubjectWords {
  namespace: string;
  /** A field whose recorded values are choices, and the key prefix of their names (`phase` → `facilityPhases`). */
  choices?: Record<string, string>;
  /** Declared areas name each choice under `choices.<field>` (`lib/collection/field-declarations.ts`). */
  declaredChoices?: boolean;
  /** Any other recorded value in words, such as a country code as its name. */
  value?: (field: string, value: unknown, language: string) => string | undefined;
}

const subjectWords: Partial<Record<Subject, SubjectWords>> = {
  Site: {
    namespace: 'sites',
    choices: { status: 'statuses' },
    value: (field, value, language) =>
      field === 'country' && typeof value === 'string' && value ? countryName(value, language) : undefined,
  },
  Infrastructure: { namespace: 'assets', choices: { type: 'infrastructureTypes' } },
  Facility: {
    namespace: 'assets',
    choices: { type: 'facilityTypes', constructionMethod: 'constructionMethods', phase: 'facilityPhases' },
  },
  CrossSection: { namespace: 'assets' },
  Risk: { namespace: 'risks', choices: { status: 'statuses', failureMode: 'failureModes' } },
  Control: { namespace: 'controls', declaredChoices: true },
  Action: { namespace: 'actions', declaredChoices: true },
  Document: { namespace: 'documents' },
  User: { namespace: 'users', choices: { role: 'roles' } },
};

const asRecorded: HistoryFieldText = { label: (field) => field };

export function activityFieldText(i18n: I18n, subjectType: string): HistoryFieldText {
  const words = subjectWords[subjectType as Subject];
  if (!words) return asRecorded;
  const { namespace, choices = {}, declaredChoices = false } = words;
  return historyFields(i18n, namespace, choices, (field, value) => {
    const own = words.value?.(field, value, i18n.language);
    if (own !== undefined) return own;
    const key = `${namespace}:choices.${field}.${String(value)}`;
    return declaredChoices && (typeof value === 'string' || typeof value === 'boolean') && i18n.exists(key)
      ? i18n.t(key)
      : undefined;
  });
}
