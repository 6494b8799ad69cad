/** How the History panel names an area's fields and shows its recorded choices, in the area's words. */
import type { i18n as I18n } from 'i18next';

/** What the History panel asks of an area: a field's name, and a recorded value in words (nothing: as recorded). */
export interface HistoryFieldText {
  label: (field: string) => string;
  value?: (field: string, value: unknown) => string | null | undefined;
}

/**
 * `namespace:fields.<field>` names a field; `choices` maps a field to the key prefix of its
 * recorded values (`type` → `facilityTypes`), so `type: 'embankment'` reads as "Embankment";
 * `value` words any other recorded value (a country code as its name).
 */
export function historyFields(
  i18n: I18n,
  namespace: string,
  choices: Record<string, string> = {},
  value?: HistoryFieldText['value'],
): HistoryFieldText {
  const t = i18n.getFixedT(null, namespace);
  return {
    label: (field) => (i18n.exists(`${namespace}:fields.${field}`) ? t(`fields.${field}`) : field),
    value: (field, recorded) => {
      const prefix = choices[field];
      // A yes/no is worded as its `true` / `false`.
      const words = typeof recorded === 'boolean' ? String(recorded) : recorded;
      if (prefix && typeof words === 'string' && i18n.exists(`${namespace}:${prefix}.${words}`)) {
        return t(`${prefix}.${words}`);
      }
      return value?.(field, recorded);
    },
  };
}
