/**
 * Test wiring for the documents feature: the shared providers with its own translations, the whole
 * app's (abilities, session, router) for screens that write, a cached section, the network.
 */
import { defineAbilityRules, type MembershipRole } from '@freeboard/shared/auth/abilities';
import type { DocumentSection, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { http } from '../../lib/api';
import type { Transport, TransportAnswer } from '../../lib/http';
import commonEn from '../../../locales/en/common.json';
import en from '../../../locales/en/documents.json';
import errorsEn from '../../../locales/en/errors.json';
import commonEs from '../../../locales/es/common.json';
import es from '../../../locales/es/documents.json';
import errorsEs from '../../../locales/es/errors.json';
import { renderInApp, type AppRenderOptions } from '../../test/app-render';
import { createTestQueryClient } from '../../test/render';
import { documentsQueryOptions } from './api/get-documents';
import { DocumentsView } from './components/documents-view';
import type { DocumentFilters } from './document-search';

export { createTestQueryClient, installBrowserStubs, setScreenWidth } from '../../test/render';

export const documentNamespaces = {
  documents: { en, es },
  common: { en: commonEn, es: commonEs },
  errors: { en: errorsEn, es: errorsEs },
};

/** Mantine, the data cache and the documents texts, with the shared ones (the list's `Search`) beside them. */
export async function renderWithProviders(
  ui: ReactNode,
  {
    language = 'en',
    queryClient = createTestQueryClient(),
  }: { language?: 'en' | 'es'; queryClient?: QueryClient } = {},
) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(documentNamespaces),
    defaultNS: 'documents',
    resources: Object.fromEntries(
      (['en', 'es'] as const).map((lng) => [
        lng,
        Object.fromEntries(Object.entries(documentNamespaces).map(([ns, texts]) => [ns, texts[lng]])),
      ]),
    ),
    interpolation: { escapeValue: false },
  });
  const result = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** Renders `ui` as the signed-in app does, with the documents, common and errors texts. */
export function renderDocumentScreen(ui: ReactNode, options: Omit<AppRenderOptions, 'namespaces'> = {}) {
  return renderInApp(ui, { namespaces: documentNamespaces, ...options });
}

/** The rules the API gives a member of this role (no tenant admin). */
export function abilitiesOf(role: MembershipRole) {
  return defineAbilityRules({ role, isTenantAdmin: false, isPlatformAdmin: false });
}

export const testTenantID = '0190a000-0000-7000-8000-0000000000a1';

const originalTransport = http.transport;

/** Stands in for the network: every request of the shared client gets this answer until `restoreNetwork()`. */
export function answerWith(transport: Transport) {
  http.transport = transport;
}

export function restoreNetwork() {
  http.transport = originalTransport;
}

export function ok(data: unknown, status = 200): TransportAnswer {
  return { data, status };
}

/** A refusal as the API sends it: problem+json with its `code` (and `errors`, `duplicateOf`, …). */
export function problem(status: number, code: string, extra: Record<string, unknown> = {}): Promise<TransportAnswer> {
  return Promise.resolve({ data: { type: 'about:blank', title: code, status, code, ...extra }, status });
}

/** A query cache already holding a section's answer, one page per entry of `pages`. */
export function cachedSection(
  section: DocumentSection,
  filters: DocumentFilters,
  ...pages: { documents: FreeboardDocument[]; nextCursor?: string }[]
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(documentsQueryOptions(testTenantID, section, filters).queryKey, {
    pages: pages.map((page) => ({
      filters: { author: ['Ana Pérez', 'Luis Gómez'], tags: ['gistm', 'oms'] },
      nextCursor: null,
      ...page,
    })),
    // Each page was asked for with the cursor of the one before it.
    pageParams: pages.map((_, index) => (index === 0 ? null : (pages[index - 1]!.nextCursor ?? null))),
  });
  return queryClient;
}

/** The section's list as the documents page shows it, with spies for what it reports. */
export function renderDocumentsView(
  section: DocumentSection,
  options: {
    filters?: DocumentFilters;
    queryClient?: ReturnType<typeof createTestQueryClient>;
    language?: 'en' | 'es';
  } = {},
) {
  const onFiltersChange = vi.fn();
  const onOpen = vi.fn();
  const onShowSection = vi.fn();
  const result = renderWithProviders(
    <DocumentsView
      tenantID={testTenantID}
      section={section}
      filters={options.filters ?? {}}
      onFiltersChange={onFiltersChange}
      onOpen={onOpen}
      onShowSection={onShowSection}
    />,
    {
      ...(options.queryClient ? { queryClient: options.queryClient } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
  );
  return { result, onFiltersChange, onOpen, onShowSection };
}
