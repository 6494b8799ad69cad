/**
 * Translations: i18next over HTTP (`/locales/{lng}/{ns}.json`, `locales-backend.ts`), fallback English, no escaping (React
 * escapes; translations are never rendered as HTML). In development mode missing keys are reported
 * to the server's add path.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { supportedLocales } from '@freeboard/shared/users/locales';
import { localesBackend } from './locales-backend';
import { namespaces } from './locale-namespaces.gen';

export { namespaces };
export type Namespace = (typeof namespaces)[number];

const languageKey = 'language';

function initialLanguage(): string {
  const stored = localStorage.getItem(languageKey);
  if (stored && (supportedLocales as readonly string[]).includes(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return (supportedLocales as readonly string[]).includes(browser) ? browser : 'en';
}

export async function initI18n({ development }: { development: boolean }) {
  await i18next
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...supportedLocales],
      ns: [...namespaces],
      defaultNS: 'common',
      load: 'languageOnly',
      saveMissing: development,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function changeLanguage(language: string) {
  localStorage.setItem(languageKey, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
