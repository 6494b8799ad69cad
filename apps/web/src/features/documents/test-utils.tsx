/** Test wiring for the documents feature: Mantine, real translations (en or es), a fresh query cache. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../locales/en/documents.json';
import es from '../../../locales/es/documents.json';

/** Answers `(max-width: …em)` queries as a screen of that many CSS pixels would; anything else, no. */
export function setScreenWidth(pixels: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const limit = /max-width:\s*([\d.]+)em/.exec(query)?.[1];
      return {
        matches: limit !== undefined && pixels / 16 <= Number(limit),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

/** jsdom lacks what Mantine asks the browser for (media queries, element sizes): a desktop screen. */
export function installBrowserStubs() {
  setScreenWidth(1280);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export async function createTestI18n(language: 'en' | 'es' = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['documents'],
    defaultNS: 'documents',
    resources: { en: { documents: en }, es: { documents: es } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export async function renderWithProviders(
  ui: ReactNode,
  {
    language = 'en',
    queryClient = createTestQueryClient(),
  }: { language?: 'en' | 'es'; queryClient?: QueryClient } = {},
) {
  const i18n = await createTestI18n(language);
  const result = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, i18n };
}
