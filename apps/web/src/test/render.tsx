/** Shared test wiring: browser stubs jsdom lacks, real translations of one namespace, providers. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

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

/**
 * jsdom lacks what Mantine and the router ask the browser for (media queries, element sizes, web
 * fonts, scrolling): a desktop screen that never scrolls.
 */
export function installBrowserStubs() {
  setScreenWidth(1280);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  window.scrollTo = () => undefined;
}

export type Translations = { en: Record<string, unknown>; es: Record<string, unknown> };

export async function createTestI18n(namespace: string, translations: Translations, language: 'en' | 'es' = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: translations.en }, es: { [namespace]: translations.es } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Renders `ui` with Mantine, the namespace's real translations and a fresh query cache. */
export function createRenderer(namespace: string, translations: Translations) {
  return async function renderWithProviders(
    ui: ReactNode,
    {
      language = 'en',
      queryClient = createTestQueryClient(),
    }: { language?: 'en' | 'es'; queryClient?: QueryClient } = {},
  ) {
    const i18n = await createTestI18n(namespace, translations, language);
    const result = render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>,
    );
    return { ...result, queryClient, i18n };
  };
}
