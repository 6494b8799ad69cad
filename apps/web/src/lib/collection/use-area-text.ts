import { useTranslation } from 'react-i18next';
import type { AreaText } from './area-definition';

/** An area's own texts (`title`, `list.…`, `new.…`, …), wherever its namespace keeps them. */
export function useAreaText(text: AreaText) {
  return useTranslation(text.namespace, { keyPrefix: text.keyPrefix });
}

/** The names of an area's fields (`fields.<field>`). */
export function useAreaFieldText(text: AreaText) {
  return useTranslation(text.fieldsNamespace);
}
