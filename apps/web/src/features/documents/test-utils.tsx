/** Test wiring for the documents feature: the shared providers with its own translations, a cached section. */
import type { DocumentSection, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { http } from '../../lib/api';
import en from '../../../locales/en/documents.json';
import es from '../../../locales/es/documents.json';
import { createRenderer, createTestQueryClient } from '../../test/render';
import { documentsQueryOptions } from './api/get-documents';
import { DocumentsView } from './components/documents-view';
import type { DocumentFilters } from './document-search';

export { createTestQueryClient, installBrowserStubs, setScreenWidth } from '../../test/render';

export const renderWithProviders = createRenderer('documents', { en, es });

export const testTenantID = '0190a000-0000-7000-8000-0000000000a1';

const originalAdapter = http.defaults.adapter;

/** Stands in for the network: every request of the shared client gets this answer until `restoreNetwork()`. */
export function answerWith(adapter: AxiosAdapter) {
  http.defaults.adapter = adapter;
}

export function restoreNetwork() {
  http.defaults.adapter = originalAdapter;
}

export function ok(config: InternalAxiosRequestConfig, data: unknown) {
  return { data, status: 200, statusText: 'OK', headers: {}, config };
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
  const result = renderWithProviders(
    <DocumentsView
      tenantID={testTenantID}
      section={section}
      filters={options.filters ?? {}}
      onFiltersChange={onFiltersChange}
      onOpen={onOpen}
    />,
    {
      ...(options.queryClient ? { queryClient: options.queryClient } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
  );
  return { result, onFiltersChange, onOpen };
}
